// Testbench of gomoku_ahb_top (the AHB-Lite wrapper) around the behavioural IP model: register
// writes and read-back (board memory and arguments, byte lanes), the ap_start / ap_done handshake
// with clear-on-read, the interrupt and its acknowledge, pipelined back-to-back transfers, the
// two-cycle ERROR response, and that an unselected transfer reaches nothing. Prints "PASS <n> checks"
// or "FAIL ..." lines; the vitest driver (test/hdl/gomoku/ahb.test.ts) reads them.
`timescale 1ns / 1ps
module tb_gomoku_ahb;
  reg         hclk = 1'b0;
  reg         hrst_b = 1'b0;
  reg  [31:0] haddr = 32'h0;
  reg  [3:0]  hprot = 4'h3;
  reg         hsel = 1'b0;
  reg  [2:0]  hsize = 3'd2;
  reg  [1:0]  htrans = 2'b00;
  reg  [31:0] hwdata = 32'h0;
  reg         hwrite = 1'b0;
  wire [31:0] hrdata;
  wire        hready;
  wire [1:0]  hresp;
  wire        intr;

  localparam [31:0] Base = 32'h4010_0000;
  localparam [1:0]  Idle = 2'b00, NonSeq = 2'b10;

  gomoku_ahb_top dut (
    .haddr (haddr),
    .hclk  (hclk),
    .hprot (hprot),
    .hrdata(hrdata),
    .hready(hready),
    .hresp (hresp),
    .hrst_b(hrst_b),
    .hsel  (hsel),
    .hsize (hsize),
    .htrans(htrans),
    .hwdata(hwdata),
    .hwrite(hwrite),
    .intr  (intr)
  );

  always #25 hclk = ~hclk; // 20 MHz

  integer checks = 0, errors = 0, waits = 0, error_cycles = 0;
  always @(posedge hclk) begin
    if (hsel === 1'b0 && htrans == Idle && !hready) waits = waits + 1;
    if (hresp != 2'b00) error_cycles = error_cycles + 1;
  end

  task check(input [255:0] what, input [31:0] got, input [31:0] want);
    begin
      checks = checks + 1;
      if (got !== want) begin
        errors = errors + 1;
        $display("FAIL %0s: got 0x%08h, want 0x%08h", what, got, want);
      end
    end
  endtask

  // Waits for the rising edge that completes the current phase (hready high just before it).
  task wait_ready;
    begin
      @(negedge hclk);
      while (!hready) @(negedge hclk);
      @(posedge hclk);
      #1;
    end
  endtask

  task address(input [31:0] a, input w, input [2:0] size);
    begin
      haddr = a; hwrite = w; hsize = size; htrans = NonSeq; hsel = 1'b1;
    end
  endtask

  task idle_bus;
    begin
      htrans = Idle; hsel = 1'b0; hwrite = 1'b0;
    end
  endtask

  task write(input [31:0] a, input [31:0] d, input [2:0] size);
    begin
      address(a, 1'b1, size);
      wait_ready;
      idle_bus;
      hwdata = d;
      wait_ready;
    end
  endtask

  task read(input [31:0] a, output [31:0] d);
    begin
      address(a, 1'b0, 3'd2);
      wait_ready;
      idle_bus;
      @(negedge hclk);
      while (!hready) @(negedge hclk);
      d = hrdata;
      @(posedge hclk);
      #1;
    end
  endtask

  reg [31:0] v, v2;
  integer i, polls, before;

  initial begin
    repeat (3) @(posedge hclk);
    #1 hrst_b = 1'b1;
    @(posedge hclk);
    #1;

    // After reset the IP is idle and not done; nothing pending, no interrupt.
    read(Base + 32'h00, v);
    check("ctrl after reset", v, 32'h4);
    check("intr after reset", intr, 0);

    // Board memory and arguments: write, read back.
    for (i = 0; i < 16; i = i + 1) write(Base + 32'h80 + 4 * i, 32'h1111_0000 * i + i * 7 + 3, 3'd2);
    for (i = 0; i < 16; i = i + 1) begin
      read(Base + 32'h80 + 4 * i, v);
      check("board word read back", v, 32'h1111_0000 * i + i * 7 + 3);
    end
    // Byte and halfword lanes reach only their bytes.
    write(Base + 32'h86, 32'h00AB_0000, 3'd0);
    read(Base + 32'h84, v);
    check("byte write lane 2", v, ((32'h1111_0000 + 10) & 32'hFF00_FFFF) | 32'h00AB_0000);
    write(Base + 32'h8A, 32'hBEEF_0000, 3'd1);
    read(Base + 32'h88, v);
    check("halfword write upper half", v, ((32'h2222_0000 + 17) & 32'h0000_FFFF) | 32'hBEEF_0000);
    write(Base + 32'h80, 32'h0000_0005, 3'd2); // board[0][3:0] = 5
    write(Base + 32'h10, 32'd2, 3'd2);
    write(Base + 32'h18, 32'd3, 3'd2);
    write(Base + 32'h20, 32'd1, 3'd2);
    read(Base + 32'h10, v); check("side", v, 2);
    read(Base + 32'h18, v); check("depth", v, 3);
    read(Base + 32'h20, v); check("rule", v, 1);

    // Interrupts on, then start.
    write(Base + 32'h04, 32'h1, 3'd2);
    write(Base + 32'h08, 32'h1, 3'd2);
    write(Base + 32'h00, 32'h1, 3'd2);
    read(Base + 32'h00, v);
    check("ctrl while busy: start set, not idle, not done", v & 32'h6, 32'h0);
    check("no interrupt while busy", intr, 0);
    polls = 1;
    v = 0;
    while (!(v & 32'h2) && polls < 200) begin
      read(Base + 32'h00, v);
      polls = polls + 1;
    end
    check("ap_done came", (v >> 1) & 1, 1);
    check("idle with done", (v >> 2) & 1, 1);
    check("interrupt raised at done", intr, 1);
    read(Base + 32'h00, v);
    check("ap_done clears on read", v & 32'h2, 32'h0);
    read(Base + 32'h2C, v); check("move valid", v, 1);
    read(Base + 32'h28, v); check("move = side+depth, rule+board[0]", v, {16'h0, 8'd5, 8'd6});
    read(Base + 32'h30, v); check("nodes = board[1]", v, 32'h11AB_000A);
    read(Base + 32'h38, v); check("leaves = board[2]", v, 32'hBEEF_0011);
    read(Base + 32'h40, v); check("cycles", v, 23);
    read(Base + 32'h0C, v); check("isr done bit", v, 1);
    check("interrupt still pending", intr, 1);
    write(Base + 32'h0C, 32'h1, 3'd2); // toggle-on-write acknowledge
    read(Base + 32'h0C, v); check("isr cleared", v, 0);
    check("interrupt dropped", intr, 0);

    // Pipelined: the read's address phase overlaps the write's data phase.
    address(Base + 32'h18, 1'b1, 3'd2);
    wait_ready;
    hwdata = 32'd4;
    address(Base + 32'h18, 1'b0, 3'd2);
    wait_ready;
    idle_bus;
    @(negedge hclk);
    while (!hready) @(negedge hclk);
    v = hrdata;
    @(posedge hclk);
    #1;
    check("back-to-back write then read", v, 4);

    // Unselected traffic (another slave's transfer) reaches nothing.
    before = dut.u_ip.transactions;
    haddr = Base + 32'h10; hwrite = 1'b1; htrans = NonSeq; hsel = 1'b0;
    repeat (4) @(posedge hclk);
    #1 idle_bus;
    repeat (4) @(posedge hclk);
    check("no AXI transaction without hsel", dut.u_ip.transactions - before, 0);
    read(Base + 32'h10, v); check("side unchanged", v, 2);

    // An AXI SLVERR is a two-cycle AHB ERROR; the next transfer is normal.
    before = error_cycles;
    read(Base + 32'hF0, v);
    check("ERROR response lasted two cycles", error_cycles - before, 2);
    read(Base + 32'h18, v); check("after an error", v, 4);

    check("the bridge inserted wait states", waits > 0, 1);

    if (errors == 0) $display("PASS %0d checks", checks);
    else $display("FAIL %0d of %0d checks", errors, checks);
    $finish;
  end

  initial begin
    #2_000_000;
    $display("FAIL timeout");
    $finish;
  end
endmodule
