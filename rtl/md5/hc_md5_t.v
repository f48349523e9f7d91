`default_nettype none
// MD5 additive constants T[i], i = 0..63 (RFC 1321 section 3.4: T[i] is the integer part
// of 4294967296 * abs(sin(i)) for i = 1..64; here indexed from 0, so T_i = T[i + 1] of
// the RFC).
// SYNC = 0: a combinational lookup (synthesis folds it where i is a constant, else a
//   6-input function per bit: about 128 LUT4 on ECP5).
// SYNC = 1: a ROM with a registered read (T_i takes T[i] at the clock edge where en is
//   high, else holds), which synthesis maps to one block RAM (ECP5: a DP16KD) instead of
//   LUTs: for a core that reads T a clock ahead anyway (hc_md5_stage).
module hc_md5_t #(
    parameter SYNC = 0  // 0: combinational; 1: registered read (block RAM)
) (
    input  wire        clk,  // SYNC = 1
    input  wire        en,   // SYNC = 1: read this clock
    input  wire [5:0]  i,    // step index, 0..63
    output wire [31:0] T_i
);
    generate
        if (SYNC != 0 && SYNC != 1) begin : g_bad_sync
            hc_error_SYNC_must_be_0_or_1 u_error ();
        end
    endgenerate

    function [31:0] t_of(input [5:0] n);
        begin
            case (n)
                6'd0 : t_of = 32'hd76aa478;
                6'd1 : t_of = 32'he8c7b756;
                6'd2 : t_of = 32'h242070db;
                6'd3 : t_of = 32'hc1bdceee;
                6'd4 : t_of = 32'hf57c0faf;
                6'd5 : t_of = 32'h4787c62a;
                6'd6 : t_of = 32'ha8304613;
                6'd7 : t_of = 32'hfd469501;
                6'd8 : t_of = 32'h698098d8;
                6'd9 : t_of = 32'h8b44f7af;
                6'd10: t_of = 32'hffff5bb1;
                6'd11: t_of = 32'h895cd7be;
                6'd12: t_of = 32'h6b901122;
                6'd13: t_of = 32'hfd987193;
                6'd14: t_of = 32'ha679438e;
                6'd15: t_of = 32'h49b40821;
                6'd16: t_of = 32'hf61e2562;
                6'd17: t_of = 32'hc040b340;
                6'd18: t_of = 32'h265e5a51;
                6'd19: t_of = 32'he9b6c7aa;
                6'd20: t_of = 32'hd62f105d;
                6'd21: t_of = 32'h02441453;
                6'd22: t_of = 32'hd8a1e681;
                6'd23: t_of = 32'he7d3fbc8;
                6'd24: t_of = 32'h21e1cde6;
                6'd25: t_of = 32'hc33707d6;
                6'd26: t_of = 32'hf4d50d87;
                6'd27: t_of = 32'h455a14ed;
                6'd28: t_of = 32'ha9e3e905;
                6'd29: t_of = 32'hfcefa3f8;
                6'd30: t_of = 32'h676f02d9;
                6'd31: t_of = 32'h8d2a4c8a;
                6'd32: t_of = 32'hfffa3942;
                6'd33: t_of = 32'h8771f681;
                6'd34: t_of = 32'h6d9d6122;
                6'd35: t_of = 32'hfde5380c;
                6'd36: t_of = 32'ha4beea44;
                6'd37: t_of = 32'h4bdecfa9;
                6'd38: t_of = 32'hf6bb4b60;
                6'd39: t_of = 32'hbebfbc70;
                6'd40: t_of = 32'h289b7ec6;
                6'd41: t_of = 32'heaa127fa;
                6'd42: t_of = 32'hd4ef3085;
                6'd43: t_of = 32'h04881d05;
                6'd44: t_of = 32'hd9d4d039;
                6'd45: t_of = 32'he6db99e5;
                6'd46: t_of = 32'h1fa27cf8;
                6'd47: t_of = 32'hc4ac5665;
                6'd48: t_of = 32'hf4292244;
                6'd49: t_of = 32'h432aff97;
                6'd50: t_of = 32'hab9423a7;
                6'd51: t_of = 32'hfc93a039;
                6'd52: t_of = 32'h655b59c3;
                6'd53: t_of = 32'h8f0ccc92;
                6'd54: t_of = 32'hffeff47d;
                6'd55: t_of = 32'h85845dd1;
                6'd56: t_of = 32'h6fa87e4f;
                6'd57: t_of = 32'hfe2ce6e0;
                6'd58: t_of = 32'ha3014314;
                6'd59: t_of = 32'h4e0811a1;
                6'd60: t_of = 32'hf7537e82;
                6'd61: t_of = 32'hbd3af235;
                6'd62: t_of = 32'h2ad7d2bb;
                6'd63: t_of = 32'heb86d391;
                default: t_of = 32'h00000000;
            endcase
        end
    endfunction

    generate
        if (SYNC == 1) begin : g_rom
            (* rom_style = "block" *) reg [31:0] rom [0:63];
            reg [31:0] t_q;
            integer n;
            initial begin
                for (n = 0; n < 64; n = n + 1)
                    rom[n] = t_of(n[5:0]);
            end
            always @(posedge clk) begin
                if (en)
                    t_q <= rom[i];
            end
            assign T_i = t_q;
        end else begin : g_comb
            assign T_i = t_of(i);
            wire unused_clk = &{1'b0, clk, en};
        end
    endgenerate
endmodule
`default_nettype wire
