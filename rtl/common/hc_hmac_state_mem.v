`default_nettype none

// hc_hmac_state_mem: the derived states of the HMAC key contexts, two per context: the
// chaining value after the block K0 ^ ipad (entry 2k) and after K0 ^ opad (entry 2k + 1),
// RFC 2104 section 4 ("precomputed ... intermediate results"). One write port, one
// registered read port whose output holds while rd_en is low, so a synthesis tool can
// put it in block RAM. Nothing reads an entry out of the core: the read data only ever
// reaches the block core's starting value (docs/hmac.md, "Keys").
module hc_hmac_state_mem #(
    // width of the context index: the memory has 2 * 2^KEY_W entries
    parameter KEY_W      = 1,
    // chaining value width in bits
    parameter STATE_BITS = 256
) (
    input  wire                  clk,
    input  wire                  wr_en,
    input  wire [KEY_W:0]        wr_addr,   // {context, outer}
    input  wire [STATE_BITS-1:0] wr_data,
    input  wire                  rd_en,
    input  wire [KEY_W:0]        rd_addr,   // {context, outer}
    output reg  [STATE_BITS-1:0] rd_data
);
    generate
        if (KEY_W < 1) begin : g_bad_key_w
            hc_error_KEY_W_must_be_at_least_1 u_error ();
        end
    endgenerate

    (* ram_style = "block", no_rw_check *) reg [STATE_BITS-1:0] state_q [0:(2 << KEY_W)-1];

    always @(posedge clk) begin
        if (wr_en)
            state_q[wr_addr] <= wr_data;
        if (rd_en)
            rd_data <= state_q[rd_addr];
    end

endmodule

`default_nettype wire
