`default_nettype none
// Theta's column values spread over the state: lane (x, y) = x + 5y takes column x's
// 64 bits (FIPS 202 section 3.2.1, step 3: A'[x, y] = A[x, y] ^ D[x], the same D[x] for
// every y). The DSP cores rotate every lane's copy with its own rho offset
// (hc_keccak_rho) before they combine them. Wiring only.
//
// The loop sits in a function and the output is written whole: a part written into a
// module's vector wakes every reader of the whole vector in Icarus (docs/verification.md,
// "Simulation speed").
module hc_keccak_columns (
    input  wire [319:0]  columns,  // column x in [64*x +: 64]
    output reg  [1599:0] lanes     // lane x + 5y in [64*(x + 5y) +: 64]
);
    function [1599:0] f_spread;
        input [319:0] c;
        integer ln;
        begin
            for (ln = 0; ln < 25; ln = ln + 1) f_spread[64*ln +: 64] = c[64*(ln % 5) +: 64];
        end
    endfunction

    always @(*) lanes = f_spread(columns);
endmodule
`default_nettype wire
