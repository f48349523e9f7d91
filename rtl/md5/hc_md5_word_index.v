`default_nettype none
// The message word MD5 step i reads (RFC 1321 section 3.4: k = i, 1 + 5i, 5 + 3i, 7i
// mod 16 in rounds 1 to 4). Combinational; synthesis folds it where i is a constant.
module hc_md5_word_index (
    input  wire [5:0] i,  // step index, 0..63
    output reg  [3:0] k   // X[k] is the step's word
);
    always @* begin
        case (i[5:4])
            2'd0:    k = i[3:0];
            2'd1:    k = 4'd1 + {i[1:0], 2'b00} + i[3:0];
            2'd2:    k = 4'd5 + {i[2:0], 1'b0} + i[3:0];
            default: k = {i[0], 3'b000} - i[3:0];
        endcase
    end
endmodule
`default_nettype wire
