/**
 * The flash tools' advice names the CLI's flags (`--cable`, `--to sram`); the app's Flash page has
 * a control for each of them instead. This is the one table from flag to control, so the advice
 * written once in host/flash reads right on both surfaces.
 */

/** Each `arena flash` option (with the value forms the advice uses) and the Flash page control that does the same. */
export const GUI_CONTROLS: readonly { readonly flag: RegExp; readonly control: string }[] = [
  { flag: /--cable(?: NAME)?/g, control: 'the Cable choice' },
  { flag: /--tool openfpgaloader/g, control: 'Tool: openFPGALoader' },
  { flag: /--tool quartus/g, control: 'Tool: quartus_pgm' },
  { flag: /--tool(?: NAME)?/g, control: 'the Tool choice' },
  { flag: /--to sram/g, control: 'Write to: the FPGA (SRAM)' },
  { flag: /--to flash/g, control: 'Write to: the configuration flash' },
  { flag: /--to\b/g, control: 'Write to' },
  { flag: /--fpga-part(?: PART)?/g, control: 'the FPGA part field' },
  { flag: /--gdb-server(?: host:port| ADDR)?/g, control: 'the DebugServer address field' },
  { flag: /--convert/g, control: 'Convert a .sof with quartus_cpf' },
  { flag: /--firmware/g, control: 'the firmware file' },
  { flag: /--bitstream/g, control: 'the bitstream file' },
];

/** Advice with every CLI flag replaced by the control's name (`use --tool openfpgaloader` → `use Tool: openFPGALoader`). */
export function phraseForGui(text: string): string {
  let out = text;
  for (const { flag, control } of GUI_CONTROLS) out = out.replace(flag, control);
  return out;
}
