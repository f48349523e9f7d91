`default_nettype none
// MD5 additive constants T[i], i = 0..63 (RFC 1321 section 3.4: T[i] is the integer part
// of 4294967296 * abs(sin(i)) for i = 1..64; here indexed from 0, so T_i = T[i + 1] of
// the RFC). A purely combinational lookup: synthesis makes it a 6-input function per bit.
module hc_md5_t (
    input  wire [5:0]  i,    // step index, 0..63
    output reg  [31:0] T_i
);
    always @(*) begin
        case (i)
            6'd0 : T_i = 32'hd76aa478;
            6'd1 : T_i = 32'he8c7b756;
            6'd2 : T_i = 32'h242070db;
            6'd3 : T_i = 32'hc1bdceee;
            6'd4 : T_i = 32'hf57c0faf;
            6'd5 : T_i = 32'h4787c62a;
            6'd6 : T_i = 32'ha8304613;
            6'd7 : T_i = 32'hfd469501;
            6'd8 : T_i = 32'h698098d8;
            6'd9 : T_i = 32'h8b44f7af;
            6'd10: T_i = 32'hffff5bb1;
            6'd11: T_i = 32'h895cd7be;
            6'd12: T_i = 32'h6b901122;
            6'd13: T_i = 32'hfd987193;
            6'd14: T_i = 32'ha679438e;
            6'd15: T_i = 32'h49b40821;
            6'd16: T_i = 32'hf61e2562;
            6'd17: T_i = 32'hc040b340;
            6'd18: T_i = 32'h265e5a51;
            6'd19: T_i = 32'he9b6c7aa;
            6'd20: T_i = 32'hd62f105d;
            6'd21: T_i = 32'h02441453;
            6'd22: T_i = 32'hd8a1e681;
            6'd23: T_i = 32'he7d3fbc8;
            6'd24: T_i = 32'h21e1cde6;
            6'd25: T_i = 32'hc33707d6;
            6'd26: T_i = 32'hf4d50d87;
            6'd27: T_i = 32'h455a14ed;
            6'd28: T_i = 32'ha9e3e905;
            6'd29: T_i = 32'hfcefa3f8;
            6'd30: T_i = 32'h676f02d9;
            6'd31: T_i = 32'h8d2a4c8a;
            6'd32: T_i = 32'hfffa3942;
            6'd33: T_i = 32'h8771f681;
            6'd34: T_i = 32'h6d9d6122;
            6'd35: T_i = 32'hfde5380c;
            6'd36: T_i = 32'ha4beea44;
            6'd37: T_i = 32'h4bdecfa9;
            6'd38: T_i = 32'hf6bb4b60;
            6'd39: T_i = 32'hbebfbc70;
            6'd40: T_i = 32'h289b7ec6;
            6'd41: T_i = 32'heaa127fa;
            6'd42: T_i = 32'hd4ef3085;
            6'd43: T_i = 32'h04881d05;
            6'd44: T_i = 32'hd9d4d039;
            6'd45: T_i = 32'he6db99e5;
            6'd46: T_i = 32'h1fa27cf8;
            6'd47: T_i = 32'hc4ac5665;
            6'd48: T_i = 32'hf4292244;
            6'd49: T_i = 32'h432aff97;
            6'd50: T_i = 32'hab9423a7;
            6'd51: T_i = 32'hfc93a039;
            6'd52: T_i = 32'h655b59c3;
            6'd53: T_i = 32'h8f0ccc92;
            6'd54: T_i = 32'hffeff47d;
            6'd55: T_i = 32'h85845dd1;
            6'd56: T_i = 32'h6fa87e4f;
            6'd57: T_i = 32'hfe2ce6e0;
            6'd58: T_i = 32'ha3014314;
            6'd59: T_i = 32'h4e0811a1;
            6'd60: T_i = 32'hf7537e82;
            6'd61: T_i = 32'hbd3af235;
            6'd62: T_i = 32'h2ad7d2bb;
            6'd63: T_i = 32'heb86d391;
            default: T_i = 32'h00000000;
        endcase
    end
endmodule
`default_nettype wire
