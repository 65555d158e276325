// Seven-segment glyph for one ASCII character of a move code ('0'-'9', 'a'-'u'), active-low as
// the DE2-115 displays are wired: bit 0 = segment a (top) ... bit 6 = segment g (middle).
// Letters that a 7-segment display cannot draw well get a close, unambiguous shape.
module blokus_seg7 (
  input  wire [7:0] char_i,
  output reg  [6:0] seg_no
);
  reg [6:0] on;  // active-high segments gfedcba
  always @* begin
    case (char_i)
      8'h30: on = 7'b0111111;  // 0
      8'h31: on = 7'b0000110;  // 1
      8'h32: on = 7'b1011011;  // 2
      8'h33: on = 7'b1001111;  // 3
      8'h34: on = 7'b1100110;  // 4
      8'h35: on = 7'b1101101;  // 5
      8'h36: on = 7'b1111101;  // 6
      8'h37: on = 7'b0000111;  // 7
      8'h38: on = 7'b1111111;  // 8
      8'h39: on = 7'b1101111;  // 9
      8'h61: on = 7'b1110111;  // A
      8'h62: on = 7'b1111100;  // b
      8'h63: on = 7'b1011000;  // c
      8'h64: on = 7'b1011110;  // d
      8'h65: on = 7'b1111001;  // E
      8'h66: on = 7'b1110001;  // F
      8'h67: on = 7'b0111101;  // G
      8'h68: on = 7'b1110100;  // h
      8'h69: on = 7'b0000100;  // i
      8'h6a: on = 7'b0011110;  // J
      8'h6b: on = 7'b1110101;  // k (h with a top bar)
      8'h6c: on = 7'b0111000;  // L
      8'h6d: on = 7'b0010101;  // m (n with a top bar)
      8'h6e: on = 7'b1010100;  // n
      8'h6f: on = 7'b1011100;  // o
      8'h70: on = 7'b1110011;  // P
      8'h71: on = 7'b1100111;  // q
      8'h72: on = 7'b1010000;  // r
      8'h73: on = 7'b1101101;  // S (as 5; context says piece)
      8'h74: on = 7'b1111000;  // t
      8'h75: on = 7'b0011100;  // u
      8'h2d: on = 7'b1000000;  // -
      default: on = 7'b0000000;
    endcase
    seg_no = ~on;
  end
endmodule
