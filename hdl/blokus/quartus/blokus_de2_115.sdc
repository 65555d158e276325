# Timing constraints: the DE2-115's 50 MHz oscillator on CLOCK_50 (PIN_Y2), 20 ns period.
create_clock -name CLOCK_50 -period 20.000 [get_ports {CLOCK_50}]
derive_clock_uncertainty

# Asynchronous inputs, each through a two-flop synchroniser in the design.
set_false_path -from [get_ports {KEY[*] UART_RXD}]
# Slow outputs with no timing relation to the clock (LEDs, displays, the RS-232 line driver).
set_false_path -to [get_ports {LEDR[*] LEDG[*] HEX0[*] HEX1[*] HEX2[*] HEX3[*] HEX4[*] HEX5[*] HEX6[*] HEX7[*] UART_TXD}]
