`default_nettype none

// hc_hmac_state_mem: the derived states of the HMAC key contexts, two per context: the
// chaining value after the block K0 ^ ipad (inner) and after K0 ^ opad (outer), RFC 2104
// section 4 ("precomputed ... intermediate results"). A state is kept in PARTS entries
// (1: whole; 4: a word pair each, for a block core that reads and writes its chaining
// value a pair per clock); the address is {context, outer, part}. One write port, one
// registered read port whose output holds while rd_en is low, so a synthesis tool can put
// it in block RAM. Nothing reads an entry out of the core: the read data only ever reaches
// the block core's starting value (docs/hmac.md, "Keys").
module hc_hmac_state_mem #(
    // width of the context index: the memory has 2 * 2^KEY_W states
    parameter KEY_W      = 1,
    // chaining value width in bits
    parameter STATE_BITS = 256,
    // entries per state (1 or 4), each STATE_BITS / PARTS bits wide
    parameter PARTS      = 1,
    // derived: do not set
    parameter ADDR_W     = KEY_W + 1 + ((PARTS > 1) ? $clog2(PARTS) : 0)
) (
    input  wire                        clk,
    input  wire                        wr_en,
    input  wire [ADDR_W-1:0]           wr_addr,   // {context, outer, part}
    input  wire [STATE_BITS/PARTS-1:0] wr_data,
    input  wire                        rd_en,
    input  wire [ADDR_W-1:0]           rd_addr,   // {context, outer, part}
    output reg  [STATE_BITS/PARTS-1:0] rd_data
);
    generate
        if (KEY_W < 1) begin : g_bad_key_w
            hc_error_KEY_W_must_be_at_least_1 u_error ();
        end
        if ((PARTS != 1 && PARTS != 4) || STATE_BITS % PARTS != 0) begin : g_bad_parts
            hc_error_PARTS_must_be_1_or_4_dividing_STATE_BITS u_error ();
        end
    endgenerate

    (* ram_style = "block", no_rw_check *)
    reg [STATE_BITS/PARTS-1:0] state_q [0:(1 << ADDR_W)-1];

    always @(posedge clk) begin
        if (wr_en)
            state_q[wr_addr] <= wr_data;
        if (rd_en)
            rd_data <= state_q[rd_addr];
    end

endmodule

`default_nettype wire
