// SPEC-v3 §5c ST_UPDATE for one playout figure (score difference or game length, |x| <= 255) of a
// unit, from its exact sums over n playouts: mean = floor(256 * s1 / n), variance =
// max(0, floor(65536 * s2 / n) - mean^2), sd = isqrt(variance), inverse_sd = floor(2^24 / sd), 0
// when sd is 0. Sequential, a bit a clock: the clock that takes start, both divisions side by side
// (32), the variance (1), the root (16), the inverse (25): done is high after the 75th clock edge
// counting the one that took start. Bit-exact with statsFigures in core/engines/blokus-mcts/fixed.ts.
module mcts_stats_update (
  input  wire               clk,
  input  wire               rst,
  input  wire               start,
  input  wire        [21:0] n,
  input  wire signed [30:0] s1,
  input  wire        [37:0] s2,
  output reg  signed [16:0] mean,
  output reg         [24:0] inverse_sd,
  output reg                done,
  output wire               busy
);
  localparam [2:0] IDLE = 3'd0, DIV = 3'd1, VAR = 3'd2, ROOT = 3'd3, INV = 3'd4;
  reg [2:0]  state;
  reg [4:0]  step;
  reg [21:0] d;
  reg        neg;
  // 256 * |s1| / n < 2^16 (|s1| <= 255 n): the remainder starts as the dividend's bits above 16.
  reg [21:0] r1;
  reg [15:0] q1;
  reg [15:0] low1;
  // 65536 * s2 / n < 2^32 (s2 <= 65025 n).
  reg [21:0] r2;
  reg [31:0] q2;
  reg [31:0] low2;
  reg [31:0] variance;
  reg [15:0] root;
  reg [15:0] r3;
  reg [23:0] q3;  // the quotient's bits so far; the last comes with the final step

  // |s1| <= 255 n < 2^30: its bit 30 is always 0.
  /* verilator lint_off UNUSEDSIGNAL */
  wire [30:0] mag  = s1[30] ? -s1 : s1;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [22:0] t1   = {r1, low1[15]};
  wire [22:0] t2   = {r2, low2[31]};
  wire [15:0] trial = root | (16'h8000 >> step[3:0]);
  wire [31:0] trial_sq = trial * trial;
  // 2^24's bits, the top first: a one, then zeros.
  wire [16:0] t3   = {r3, step == 5'd0};
  wire signed [17:0] mean_next = neg ? -$signed({2'b0, q1}) - $signed({17'd0, r1 != 22'd0}) : $signed({2'b0, q1});
  wire signed [35:0] mean_sq   = mean_next * mean_next;
  wire signed [35:0] var_next  = $signed({4'd0, q2}) - mean_sq;

  assign busy = state != IDLE;

  always @(posedge clk) begin
    done <= 1'b0;
    if (rst) begin
      state <= IDLE;
      mean <= 17'sd0;
      inverse_sd <= 25'd0;
    end else begin
      case (state)
        IDLE:
          if (start) begin
            d     <= n;
            neg   <= s1[30];
            r1    <= mag[29:8];
            low1  <= {mag[7:0], 8'd0};
            q1    <= 16'd0;
            r2    <= s2[37:16];
            low2  <= {s2[15:0], 16'd0};
            q2    <= 32'd0;
            step  <= 5'd0;
            state <= DIV;
          end
        DIV: begin
          if (step < 5'd16) begin
            if (t1 >= {1'b0, d}) begin
              r1 <= t1[21:0] - d;
              q1 <= {q1[14:0], 1'b1};
            end else begin
              r1 <= t1[21:0];
              q1 <= {q1[14:0], 1'b0};
            end
            low1 <= {low1[14:0], 1'b0};
          end
          if (t2 >= {1'b0, d}) begin
            r2 <= t2[21:0] - d;
            q2 <= {q2[30:0], 1'b1};
          end else begin
            r2 <= t2[21:0];
            q2 <= {q2[30:0], 1'b0};
          end
          low2 <= {low2[30:0], 1'b0};
          step <= step + 5'd1;
          if (step == 5'd31) state <= VAR;
        end
        VAR: begin
          mean     <= mean_next[16:0];
          variance <= var_next < 0 ? 32'd0 : var_next[31:0];
          root     <= 16'd0;
          step     <= 5'd0;
          state    <= ROOT;
        end
        ROOT: begin
          if (trial_sq <= variance) root <= trial;
          step <= step + 5'd1;
          if (step == 5'd15) begin
            step  <= 5'd0;
            r3    <= 16'd0;
            q3    <= 24'd0;
            state <= INV;
          end
        end
        INV: begin
          if ({1'b0, t3} >= {2'b0, root}) begin
            r3 <= t3[15:0] - root;
            q3 <= {q3[22:0], 1'b1};
          end else begin
            r3 <= t3[15:0];
            q3 <= {q3[22:0], 1'b0};
          end
          step <= step + 5'd1;
          if (step == 5'd24) begin
            inverse_sd <= root == 16'd0 ? 25'd0 : ({1'b0, t3} >= {2'b0, root} ? {q3[23:0], 1'b1} : {q3[23:0], 1'b0});
            done  <= 1'b1;
            state <= IDLE;
          end
        end
        default: state <= IDLE;
      endcase
    end
  end
endmodule
