`default_nettype none
// The S-box S of Luffa v2 (spec Ver. 2.0, section 3.3.1) as a 16 x 4 memory for one bit
// position of SubCrumb (hc_luffa_step, SBOX_RAM = 1: the paper's Luffa_RAM variant,
// 002). x[0] comes from SubCrumb's first argument, y[0] goes back to it. The memory is
// filled by an initial block and read asynchronously: a ROM, which on ECP5 is one LUT4 per
// output bit (the size of a 16 x 4 distributed RAM's read path).
module hc_luffa_sbox (
    input  wire [3:0] x,
    output wire [3:0] y
);
    reg [3:0] table_q [0:15];
    initial begin
        table_q[0]  = 4'd13; table_q[1]  = 4'd14; table_q[2]  = 4'd0;  table_q[3]  = 4'd1;
        table_q[4]  = 4'd5;  table_q[5]  = 4'd10; table_q[6]  = 4'd7;  table_q[7]  = 4'd6;
        table_q[8]  = 4'd11; table_q[9]  = 4'd3;  table_q[10] = 4'd9;  table_q[11] = 4'd12;
        table_q[12] = 4'd15; table_q[13] = 4'd8;  table_q[14] = 4'd2;  table_q[15] = 4'd4;
    end
    assign y = table_q[x];
endmodule
`default_nettype wire
