// UART testbench: loop-back tx -> rx at the nominal rate, reception from a behavioural sender at
// +2% and -2% baud (back-to-back frames, the hardest case), TX frame timing, and a control case
// (+10%) that must corrupt data, proving the checks can fail. Prints "PASS <case>" / "FAIL <case>".
`timescale 1ns / 1ps
module blokus_uart_tb;
  localparam integer CLK_HZ = 50000000;
  localparam integer BAUD   = 115200;
  localparam integer NBYTES = 16;

  reg clk = 1'b0;
  reg rst_n = 1'b0;
  always #10 clk = ~clk;  // 50 MHz

  // Device under test: tx feeds rx_a (loop-back); a behavioural line feeds rx_b.
  reg  [7:0] tx_data;
  reg        tx_valid = 1'b0;
  wire       tx_ready, tx_line;
  wire       beh_line;
  wire [7:0] rxa_data, rxb_data;
  wire       rxa_valid, rxb_valid, rxa_ferr, rxb_ferr;

  blokus_uart_tx #(.CLK_HZ(CLK_HZ), .BAUD(BAUD)) u_tx (
    .clk_i(clk), .rst_ni(rst_n), .data_i(tx_data), .valid_i(tx_valid), .ready_o(tx_ready),
    .tx_o(tx_line)
  );
  blokus_uart_rx #(.CLK_HZ(CLK_HZ), .BAUD(BAUD)) u_rxa (
    .clk_i(clk), .rst_ni(rst_n), .rx_i(tx_line), .data_o(rxa_data), .valid_o(rxa_valid),
    .frame_err_o(rxa_ferr)
  );
  blokus_uart_rx #(.CLK_HZ(CLK_HZ), .BAUD(BAUD)) u_rxb (
    .clk_i(clk), .rst_ni(rst_n), .rx_i(beh_line), .data_o(rxb_data), .valid_o(rxb_valid),
    .frame_err_o(rxb_ferr)
  );

  // Received-byte logs.
  reg [7:0] got_a [0:255];
  reg [7:0] got_b [0:255];
  integer   na = 0, nb = 0, ferr_a = 0, ferr_b = 0;
  always @(posedge clk) begin
    if (rxa_valid) begin got_a[na] = rxa_data; na = na + 1; end
    if (rxb_valid) begin got_b[nb] = rxb_data; nb = nb + 1; end
    if (rxa_ferr) ferr_a = ferr_a + 1;
    if (rxb_ferr) ferr_b = ferr_b + 1;
  end

  reg [7:0] pattern [0:255];
  integer   i, errors, seed;
  integer   fails = 0;

  // Behavioural 8N1 sender with an arbitrary bit time (ns).
  blokus_tb_uart_sender u_sender (.line_o(beh_line));

  // Sends NBYTES back to back at `ppm` parts-per-million baud error; returns mismatches.
  task run_beh(input integer ppm, output integer errs);
    real bit_ns;
    begin
      nb = 0; ferr_b = 0;
      bit_ns = 1.0e9 / (BAUD * (1.0 + ppm / 1.0e6));
      for (i = 0; i < NBYTES; i = i + 1) u_sender.send(pattern[i], bit_ns);
      #(bit_ns * 4);
      errs = ferr_b + ((nb > NBYTES) ? nb - NBYTES : NBYTES - nb);
      for (i = 0; i < NBYTES && i < nb; i = i + 1) if (got_b[i] !== pattern[i]) errs = errs + 1;
    end
  endtask

  task report(input [8*24-1:0] name, input ok, input integer detail);
    begin
      if (ok) $display("PASS %0s", name);
      else begin $display("FAIL %0s (%0d)", name, detail); fails = fails + 1; end
    end
  endtask

  realtime t_first, t_last;
  integer  starts;
  always @(negedge tx_ready) begin
    if (starts == 0) t_first = $realtime;
    t_last = $realtime;
    starts = starts + 1;
  end

  initial begin
    seed = 32'h1234;
    pattern[0] = 8'h00; pattern[1] = 8'hff; pattern[2] = 8'h55; pattern[3] = 8'haa;
    pattern[4] = 8'h30; pattern[5] = 8'h61;
    for (i = 6; i < 256; i = i + 1) pattern[i] = $random(seed);
    starts = 0;
    #95 rst_n = 1'b1;
    #200;

    // 1. Loop-back at the nominal rate, back-to-back frames.
    for (i = 0; i < NBYTES; i = i + 1) begin
      @(posedge clk); while (!tx_ready) @(posedge clk);
      tx_data <= pattern[i]; tx_valid <= 1'b1;
      @(posedge clk); tx_valid <= 1'b0;
    end
    @(posedge clk);  // let the last byte's handshake land before waiting on ready
    while (!tx_ready) @(posedge clk);
    #20000;
    errors = ferr_a + ((na > NBYTES) ? na - NBYTES : NBYTES - na);
    for (i = 0; i < NBYTES && i < na; i = i + 1) if (got_a[i] !== pattern[i]) errors = errors + 1;
    if (errors != 0) $display("INFO loopback got %0d bytes, %0d frame errors", na, ferr_a);
    report("loopback", errors == 0, errors);

    // 2. TX timing: NBYTES-1 frame periods of 10 bits each between first and last start edges.
    begin : timing
      real per_bit, err_ppm;
      per_bit = (t_last - t_first) / ((NBYTES - 1) * 10.0);
      err_ppm = (per_bit * BAUD / 1.0e9 - 1.0) * 1.0e6;
      $display("INFO tx bit time %0.3f ns (%0.0f ppm)", per_bit, err_ppm);
      report("tx_timing", starts == NBYTES && err_ppm < 1000 && err_ppm > -1000, starts);
    end

    // 3. Reception at +2% and -2% baud, plus +-3% margin (the stop-bit sample limits it to ~3.7%).
    run_beh(20000, errors);  report("rx_plus_2pct", errors == 0, errors);
    run_beh(-20000, errors); report("rx_minus_2pct", errors == 0, errors);
    run_beh(30000, errors);  report("rx_plus_3pct", errors == 0, errors);
    run_beh(-30000, errors); report("rx_minus_3pct", errors == 0, errors);

    // 4. Control: 10% off must be detected as corrupt (the checks above can fail).
    run_beh(100000, errors); report("control_10pct_detected", errors > 0, errors);

    if (fails == 0) $display("ALL PASS");
    else $display("FAILED %0d", fails);
    $finish;
  end
endmodule
