`default_nettype none
// The stream contract of a whole HMAC top (docs/hmac.md, "Ports"), checked by SymbiYosys
// (`hashcores prove`, docs/verification.md "Proofs"): formal/hc_stream_contract_check.sv's
// assertions on the MAC output (m_mac, m_tid, m_error held until m_ready; none after
// reset), for any operation stream that keeps AXI4-Stream's rule (formal/hc_axis_hold.sv,
// with s_top and s_tkey held as s_tid is), any s_tkeep, s_top and s_tkey, lengths past
// MAX_BYTES_W, any back-pressure on the MAC.
//
// One wrapper for every HMAC top: the proof names the top module in the macro
// HC_HMAC_TOP and sets the top's own parameters on its module (chparam), so the wrapper
// passes only the stream's and the key contexts'. Induction closes with the block cores'
// invariants (under `ifdef FORMAL in each core).
//
// With MESSAGES = 1 the wrapper checks the operations instead (docs/hmac.md,
// "Operations"; docs/interface.md, "Errors"), on the one-message HMAC tops (hc_hmac_ctrl:
// operations done one at a time, in stream order), against a model of the operations
// written for the proof from those rules, not the controller's:
//   - an operation is its beats from a first beat to the one with s_tlast; s_top, s_tkey
//     and s_tid are its first beat's;
//   - it is malformed when a beat without s_tlast has a lane not kept, a last beat's
//     s_tkeep is not a run of ones from lane 0, a beat's s_top, s_tkey (with key
//     contexts: KEYS > 0) or s_tid differs from the first beat's, or it is too long: its
//     bytes, counted from the block's bytes for a MAC (the key block ahead of the
//     message, RFC 2104 section 2) and from 0 otherwise, reach 2^MAX_BYTES_W;
//   - s_top 1 (KEY) loads key context s_tkey: it holds a key from then on when the
//     operation is well formed, and none when it is malformed; s_top 2 (WIPE) leaves the
//     context without a key; neither has an output. Without key contexts there is one
//     key, whatever s_tkey;
//   - s_top 0 (MAC) and 3 (reserved) have one output each, in stream order, with the
//     operation's s_tid on m_tid, and m_error exactly when the operation is malformed,
//     is the reserved one, or its context holds no key when its last beat is taken
//     (operations take effect in stream order).
//   - no deadlock: with m_ready high, each MAC's output comes within BOUND clocks of
//     the later of its last beat and the output before it, whatever the stalls before
//     (BOUND from the facts' ranking).
// No more than two MACs await their output at once on these tops (a MAC's last beat
// holds the stream until its inner digest is out, which the MAC before it lets go): the
// model keeps two, and asserts that a third never comes (a failure there asks for a
// deeper model, not a fix of the top). m_mac is left unread, so the datapath drops out
// of the model. The proof is by k-induction, for every trace (the first MAC comes
// hundreds of clocks after reset: every key context wiped, a key loaded, a MAC's inner
// and outer hash), with the invariants of formal/hc_hmac_ctrl_msg_facts.sv, whose inputs
// are probes (Proof.probes: registers of the top and of the model).
`ifndef HC_HMAC_TOP
`define HC_HMAC_TOP hc_error_HC_HMAC_TOP_not_defined
`endif
module hc_hmac_top_props #(
    parameter DATA_W      = 32,
    parameter MAC_BITS    = 256,  // the top's m_mac width
    parameter KEYS        = 4,
    parameter MAX_BYTES_W = 8,
    parameter MESSAGES    = 0,    // 1: the operation checks, not the MAC hold checks
    // MESSAGES = 1: the hash's block and digest, and the facts' CORE, STATE_PAIRS and
    // STEP_CLOCKS (formal/hc_hmac_ctrl_msg_facts.sv)
    parameter BLOCK_W     = 512,
    parameter DIGEST_BITS = 256,
    parameter CORE        = "sha2",
    parameter STATE_PAIRS = 1,
    parameter STEP_CLOCKS = 64,
    // MESSAGES = 1: clocks to a MAC's output, m_ready high (the facts stop elaboration on
    // any other than the bound their ranking gives)
    parameter BOUND       = 468,
    // derived: do not set
    parameter KEY_W       = (KEYS > 1) ? $clog2(KEYS) : 1
) (
    input wire                clk,
    input wire                rst_n,
    input wire [DATA_W-1:0]   s_tdata,
    input wire [DATA_W/8-1:0] s_tkeep,
    input wire                s_tlast,
    input wire                s_tid,
    input wire [1:0]          s_top,
    input wire [KEY_W-1:0]    s_tkey,
    input wire                s_tvalid,
    input wire                m_ready
);
    wire                s_tready, m_error, m_valid, m_tid;
    wire [MAC_BITS-1:0] m_mac;
    `HC_HMAC_TOP #(
        .DATA_W     (DATA_W),
        .TID_W      (1),
        .KEYS       (KEYS),
        .MAC_BITS   (MAC_BITS),
        .MAX_BYTES_W(MAX_BYTES_W)
    ) u_top (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   (s_tid),
        .s_top   (s_top),
        .s_tkey  (s_tkey),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .m_mac   (m_mac),
        .m_tid   (m_tid),
        .m_error (m_error),
        .m_valid (m_valid),
        .m_ready (m_ready)
    );

    wire started;  // the first clock (a reset) is over: hc_axis_hold
    // s_top and s_tkey are held with the beat as s_tid is: one tid bundle
    hc_axis_hold #(.DATA_W(DATA_W), .TID_W(3 + KEY_W)) u_source (
        .clk(clk), .rst_n(rst_n), .started(started), .tdata(s_tdata), .tkeep(s_tkeep),
        .tlast(s_tlast), .tid({s_top, s_tkey, s_tid}), .tvalid(s_tvalid), .tready(s_tready)
    );
    generate
        if (MESSAGES) begin : g_messages
            localparam integer LANES   = DATA_W / 8;
            localparam integer SLOTS   = (KEYS > 0) ? KEYS : 1;
            localparam integer BYTES_W = MAX_BYTES_W + 1;   // to 2^MAX_BYTES_W, saturating
            localparam [BYTES_W-1:0] TOO_LONG  = 1 << MAX_BYTES_W;
            localparam [BYTES_W-1:0] KEY_BLOCK = BLOCK_W / 8;
            localparam [1:0] MAC = 2'd0, KEY = 2'd1, WIPE = 2'd2, RESERVED = 2'd3;

            // the operation in progress: open_q while its first beat is taken and its
            // last is not; op_q, key_q, tid_q its first beat's (kept after its end: the
            // last operation's); bad_q malformed so far; bytes_q its bytes so far
            reg               open_q;
            reg [1:0]         op_q;
            reg [KEY_W-1:0]   key_q;
            reg               tid_q;
            reg               bad_q;
            reg [BYTES_W-1:0] bytes_q;
            reg [SLOTS-1:0]   keyed_q;   // the contexts that hold a key, in stream order

            wire             taken = started & rst_n & s_tvalid & s_tready;
            wire [1:0]       op    = open_q ? op_q : s_top;
            wire [KEY_W-1:0] key   = open_q ? key_q : s_tkey;
            wire             tid   = open_q ? tid_q : s_tid;
            wire             mac   = (op == MAC) | (op == RESERVED);
            wire [KEY_W-1:0] slot  = (KEYS > 0) ? key : {KEY_W{1'b0}};
            // the beat's bytes; with s_tlast a legal s_tkeep has no kept lane above one
            // not kept (s_tkeep + 1 shares no bit with it)
            reg [BYTES_W-1:0] kept;
            integer l;
            always @(*) begin
                kept = 0;
                for (l = 0; l < LANES; l = l + 1)
                    kept = kept + s_tkeep[l];
            end
            wire [LANES-1:0] keep_next = s_tkeep + 1'b1;
            wire             keep_bad  = s_tlast ? (s_tkeep & keep_next) != 0
                                                 : s_tkeep != {LANES{1'b1}};
            wire             differs   = s_top != op || s_tid != tid
                                       || (KEYS > 0 && s_tkey != key);
            wire [BYTES_W:0] bytes     = (open_q ? bytes_q : (mac ? KEY_BLOCK : 0)) + kept;
            wire             long      = bytes >= TOO_LONG;
            wire             bad       = (open_q & bad_q) | keep_bad | differs | long;
            integer k;
            always @(posedge clk) begin
                if (taken) begin
                    op_q    <= op;
                    key_q   <= key;
                    tid_q   <= tid;
                    bad_q   <= bad;
                    bytes_q <= long ? TOO_LONG : bytes[BYTES_W-1:0];
                end
                if (!rst_n) begin
                    open_q  <= 1'b0;
                    keyed_q <= {SLOTS{1'b0}};
                end else if (taken) begin
                    open_q <= ~s_tlast;
                    for (k = 0; k < SLOTS; k = k + 1)
                        if (s_tlast && k == slot) begin
                            if (op == KEY)  keyed_q[k] <= ~bad;
                            if (op == WIPE) keyed_q[k] <= 1'b0;
                        end
                end
            end

            // the MACs awaiting output, count_q of them, the oldest first: its s_tid and
            // the m_error it must have; the oldest one's clocks since its s_tlast or the
            // output before it, whichever came later (saturating), and whether m_ready
            // was high in every one of those clocks (hc_stream_message_check's)
            localparam integer AGE_W = $clog2(BOUND + 2);
            reg  [1:0]       count_q;
            reg              first_tid_q, second_tid_q, first_err_q, second_err_q;
            reg  [AGE_W-1:0] age_q;
            reg              held_q;
            wire             push    = taken & s_tlast & mac;
            wire             pop     = started & rst_n & m_valid & m_ready;
            wire             mac_err = bad | (op == RESERVED) | ~keyed_q[slot];
            always @(posedge clk) begin
                if (age_q != {AGE_W{1'b1}})
                    age_q <= age_q + 1'b1;
                if (!m_ready)
                    held_q <= 1'b0;
                if (pop) begin          // the next one's wait starts again
                    age_q  <= 1;
                    held_q <= 1'b1;
                end
                if (push && count_q - pop == 0) begin
                    age_q  <= 1;        // one clock after its s_tlast
                    held_q <= m_ready;
                end
            end
            always @(posedge clk) begin
                // the entries move up as the oldest leaves; a new one goes behind
                if (pop) begin
                    first_tid_q <= second_tid_q;
                    first_err_q <= second_err_q;
                end
                if (push && count_q - pop == 0) begin
                    first_tid_q <= tid;
                    first_err_q <= mac_err;
                end
                if (push && count_q - pop == 1) begin
                    second_tid_q <= tid;
                    second_err_q <= mac_err;
                end
                if (!rst_n)
                    count_q <= 2'd0;
                else
                    count_q <= count_q + push - pop;
            end

            always @(*) begin
                if (started && rst_n && m_valid) begin
                    assert(count_q != 0);                    // one output a MAC
                    if (count_q != 0) begin
                        assert(m_tid == first_tid_q);        // the oldest one's tid
                        assert(m_error == first_err_q);      // its error flag
                    end
                end
                if (started && rst_n && push)
                    assert(count_q - pop < 2);               // (the model's capacity)
                if (started && rst_n && count_q != 0 && held_q)
                    assert(age_q <= BOUND);                  // its output in time
            end

            // every other input of the facts is a probe
            hc_hmac_ctrl_msg_facts #(
                .DATA_W(DATA_W), .TID_W(1), .KEYS(KEYS), .BLOCK_W(BLOCK_W),
                .DIGEST_BITS(DIGEST_BITS), .MAX_BYTES_W(MAX_BYTES_W), .CORE(CORE),
                .STATE_PAIRS(STATE_PAIRS), .STEP_CLOCKS(STEP_CLOCKS), .BOUND(BOUND)
            ) u_facts (.clk(clk), .rst_n(rst_n));
        end else begin : g_contract
            hc_stream_contract_check #(.DIGEST_W(MAC_BITS), .TID_W(1)) u_contract (
                .clk(clk), .rst_n(rst_n), .started(started), .m_digest(m_mac), .m_tid(m_tid),
                .m_error(m_error), .m_valid(m_valid), .m_ready(m_ready)
            );
        end
    endgenerate
endmodule
`default_nettype wire
