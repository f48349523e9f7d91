`default_nettype none
// Luffa v2 S-box S (spec Ver. 2.0, section 3.3.1, SubCrumb): one 4-bit nibble.
// x[0] comes from SubCrumb's first argument, y[0] goes back to it.
//
// RAM = 0: a case table (synthesis turns it into four 4-input functions, one LUT4 each on
// ECP5). RAM = 1: the table as a 16 x 4 memory read asynchronously (the paper's Luffa_RAM
// variant keeps the S-boxes in embedded RAM); the memory is filled by an initial block, so
// it is a ROM to synthesis.
module hc_luffa_sbox #(
    parameter RAM = 0
) (
    input  wire [3:0] x,
    output wire [3:0] y
);
    generate
        if (RAM != 0) begin : g_ram
            reg [3:0] table_q [0:15];
            initial begin
                table_q[0]  = 4'd13; table_q[1]  = 4'd14; table_q[2]  = 4'd0;  table_q[3]  = 4'd1;
                table_q[4]  = 4'd5;  table_q[5]  = 4'd10; table_q[6]  = 4'd7;  table_q[7]  = 4'd6;
                table_q[8]  = 4'd11; table_q[9]  = 4'd3;  table_q[10] = 4'd9;  table_q[11] = 4'd12;
                table_q[12] = 4'd15; table_q[13] = 4'd8;  table_q[14] = 4'd2;  table_q[15] = 4'd4;
            end
            assign y = table_q[x];
        end else begin : g_logic
            reg [3:0] s;
            always @(*) begin
                case (x)
                    4'd0:  s = 4'd13;
                    4'd1:  s = 4'd14;
                    4'd2:  s = 4'd0;
                    4'd3:  s = 4'd1;
                    4'd4:  s = 4'd5;
                    4'd5:  s = 4'd10;
                    4'd6:  s = 4'd7;
                    4'd7:  s = 4'd6;
                    4'd8:  s = 4'd11;
                    4'd9:  s = 4'd3;
                    4'd10: s = 4'd9;
                    4'd11: s = 4'd12;
                    4'd12: s = 4'd15;
                    4'd13: s = 4'd8;
                    4'd14: s = 4'd2;
                    default: s = 4'd4;
                endcase
            end
            assign y = s;
        end
    endgenerate
endmodule
`default_nettype wire
