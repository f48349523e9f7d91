`default_nettype none
// hc_ctx_pad: the input side of a core with several message contexts (N_CTX messages in
// flight, beats of different s_tid interleaved beat by beat; docs/interface.md, "Stream
// top"): one hc_stream_pad per context and the router that binds each s_tid to a
// context. Shared by hc_sha2_gen_stream and hc_sha3_pipe_stream.
//
// A beat goes to the context bound to its s_tid; a beat whose s_tid has no context binds
// the lowest free one. Beats pass through a two-beat FIFO per context (g_multi below). A
// context stays bound to its s_tid until everything of it has left (its padding unit is
// idle and the core reports ctx_idle: it has neither the context's block nor its output),
// so the messages of one s_tid are hashed in order and their outputs leave in order. At
// most N_CTX different s_tid can be open at a time: a beat of one more waits (s_tready
// low) until a context is free.
// One context (N_CTX = 1): the padding unit sees s_* directly; one message at a time, and
// a beat whose s_tid differs from its message's is a malformed stream.
module hc_ctx_pad #(
    // The padding parameters, passed to each context's hc_stream_pad (which says what
    // values they take):
    parameter       DATA_W       = 32,     // input width in bits
    parameter       BLOCK_W      = 512,    // block (rate) width in bits
    parameter       TID_W        = 1,      // width of s_tid / b_tid
    parameter       PAD_BYTE     = 8'h80,  // first padding byte
    parameter       LEN_W        = 64,     // bits of the length field (0: none)
    parameter       LEN_LITTLE   = 0,      // 1: little-endian length field
    parameter       PAD_LAST_BIT = 0,      // 1: 8'h80 ORed into a final block's last byte
    parameter       MAX_BYTES_W  = 61,     // byte counter width
    parameter       OUT_REG      = 1,      // 1: each padding unit has its output register
    // message contexts (messages in flight): at least 1
    parameter       N_CTX        = 1,
    // the s_tid bit that marks a message continuing after one block (hc_stream_pad)
    parameter       PREFIX_BIT   = -1
) (
    input  wire                     clk,
    input  wire                     rst_n,
    // AXI4-Stream message input
    input  wire [DATA_W-1:0]        s_tdata,
    input  wire [DATA_W/8-1:0]      s_tkeep,
    input  wire                     s_tlast,
    input  wire [TID_W-1:0]         s_tid,
    input  wire                     s_tvalid,
    output wire                     s_tready,
    // padded blocks out, context c in slice c
    output wire [BLOCK_W*N_CTX-1:0] b_data,
    output wire [N_CTX-1:0]         b_first,
    output wire [N_CTX-1:0]         b_last,
    output wire [TID_W*N_CTX-1:0]   b_tid,
    output wire [N_CTX-1:0]         b_error,
    output wire [N_CTX-1:0]         b_valid,
    input  wire [N_CTX-1:0]         b_ready,
    // the core holds nothing of context c (no block, no output)
    input  wire [N_CTX-1:0]         ctx_idle
);
    localparam CONTEXT_W = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    localparam NBYTES_W  = $clog2(DATA_W/8 + 1);

    // A bad parameter stops elaboration, naming the rule it breaks (hc_pad_check).
    hc_pad_check #(
        .DATA_W(DATA_W),
        .TID_W (TID_W),
        .N_CTX (N_CTX)
    ) u_check ();

    wire [N_CTX-1:0]       pad_idle;
    wire [N_CTX-1:0]       p_tvalid, p_tready;
    // the beat each padding unit sees, context c in slice c: s_* (one context) or that
    // context's beat register (several)
    wire [DATA_W*N_CTX-1:0]   p_tdata;
    wire [DATA_W/8*N_CTX-1:0] p_tkeep;
    wire [N_CTX-1:0]          p_tlast;
    wire [TID_W*N_CTX-1:0]    p_tid;
    wire [NBYTES_W*N_CTX-1:0]       p_nbytes;   // p_tkeep decoded (hc_keep_decode)
    wire [N_CTX-1:0]          p_keep_bad;

    // s_tkeep decoded as the beat arrives; with several contexts it is registered with the
    // beat, so no padding unit has the keep reductions in front of its drop decision.
    wire [NBYTES_W-1:0]          s_nbytes;
    wire                   s_keep_bad;
    hc_keep_decode #(.DATA_W(DATA_W)) u_keep (
        .keep  (s_tkeep),
        .last  (s_tlast),
        .nbytes(s_nbytes),
        .bad   (s_keep_bad)
    );

    genvar c;
    generate
        if (N_CTX == 1) begin : g_single
            assign p_tvalid   = s_tvalid;
            assign s_tready   = p_tready;
            assign p_tdata    = s_tdata;
            assign p_tkeep    = s_tkeep;
            assign p_tlast    = s_tlast;
            assign p_tid      = s_tid;
            assign p_nbytes   = s_nbytes;
            assign p_keep_bad = s_keep_bad;
            wire unused_idle = &{1'b0, pad_idle, ctx_idle};
        end else begin : g_multi
            // Each context has its own beat register (r_*[c]), loaded with the beats
            // routed to it, before its padding unit sees them: the s_tid comparisons and
            // the choice of a free context happen on the way in, so the padding units'
            // enables (each steers BLOCK_W accumulator flip-flops) start at registers,
            // not behind the routing decode. One register per context, not one shared: a
            // context's beat bits then only go to its own padding unit and core, so a
            // layout tool can keep the contexts' datapaths apart (a shared register's
            // bits would have loads in every context's copy of the core). One clock of
            // latency; full rate, and a beat for one context can enter while another
            // context's beat waits (docs/padding.md, "Design notes").
            reg  [N_CTX-1:0]       bound_q;
            reg  [TID_W*N_CTX-1:0] btid_q;
            reg  [N_CTX-1:0]       match;
            reg  [CONTEXT_W-1:0]       route;    // context of the beat on s_*
            reg                    routed;   // it has one (bound, or a free one)
            integer                k;
            integer                kq;       // the clocked block's loop index (its own:
                                             // one variable driven by two processes
                                             // is a conflict for synthesis)
            always @(*) begin
                for (k = 0; k < N_CTX; k = k + 1)
                    match[k] = bound_q[k] & (btid_q[TID_W*k +: TID_W] == s_tid);
                route  = {CONTEXT_W{1'b0}};
                routed = 1'b0;
                // a bound context first; else the lowest free one
                for (k = N_CTX - 1; k >= 0; k = k - 1)
                    if (!bound_q[k]) begin
                        route  = k[CONTEXT_W-1:0];
                        routed = 1'b1;
                    end
                for (k = N_CTX - 1; k >= 0; k = k - 1)
                    if (match[k]) route = k[CONTEXT_W-1:0];
                routed = routed | (|match);
            end

            // Each context's beat register holds two beats (slots 0 and 1, a FIFO): a
            // beat taken for context c goes into slot wp_q[c], the padding unit reads
            // slot rp_q[c]. So a beat is written under an enable that depends only on
            // s_tvalid, the s_tid comparison and the context's fill count (registers;
            // capture below), never on the padding unit's s_tready; that ready only
            // steps rp_q and the count. And
            // s_tready is routed & ~full, from registers and the s_tid compare: the
            // padding unit's s_tready (behind its drop decision) steers neither the load
            // of the beat register nor s_tready nor the binding registers. Full rate: one
            // beat per clock in and out. Cost: a second beat register per context and a
            // 2:1 multiplexer in front of its padding unit's data input (its select a
            // flip-flop).
            //
            // The head beat's control fields (keep, last, byte count, keep check: what
            // the padding unit's write, drop and ready decisions read) are also held in a
            // register of their own, h_ctl_q, so those decisions start at flip-flops
            // beside the unit rather than behind the read multiplexer, whose select rp_q
            // drives every data and keep bit of the context, so the multiplexer adds no
            // levels in front of the accumulator's enables. h_ctl_q takes the incoming
            // beat's fields when that beat becomes the head (the FIFO is empty, or holds
            // one beat that leaves in this clock), and the other slot's when the FIFO is
            // full and its head leaves.
            // {keep, last, nbytes, keep_bad}
            localparam CONTROL_W = DATA_W/8 + NBYTES_W + 2;
            wire [CONTROL_W-1:0] s_ctl = {s_tkeep, s_tlast, s_nbytes, s_keep_bad};
            reg  [N_CTX-1:0]            wp_q, rp_q;      // slot written next, slot read
            reg  [2*N_CTX-1:0]          fill_q;          // beats held: 0, 1 or 2
            reg  [2*DATA_W*N_CTX-1:0]   f_data_q;        // context c, slot t at index 2c + t
            reg  [2*CONTROL_W*N_CTX-1:0]    f_ctl_q;         // the same slots' control fields
            reg  [CONTROL_W*N_CTX-1:0]      h_ctl_q;         // context c's head beat's fields
            reg  [N_CTX-1:0]            full;
            reg  [N_CTX-1:0]            load;            // s_* is taken for context c
            reg  [N_CTX-1:0]            hold;            // context c holds a beat
            // s_* is written into context c's free slot: a superset of load (the context
            // the beat's s_tid is bound to, and every free one) that needs no priority
            // choice, so the slots' enables (DATA_W + CONTROL_W flip-flops each) wait
            // only for the s_tid comparison, not for route. The slot written is free, so
            // a beat written where it is not taken overwrites nothing: wp_q and fill_q,
            // which say what a slot holds, still move with load alone.
            reg  [N_CTX-1:0]            capture;
            always @(*) begin
                for (k = 0; k < N_CTX; k = k + 1) begin
                    full[k]    = fill_q[2*k + 1];
                    hold[k]    = |fill_q[2*k +: 2];
                    load[k]    = s_tvalid & routed & (route == k[CONTEXT_W-1:0]) & ~full[k];
                    capture[k] = s_tvalid & ~full[k] & (match[k] | ~bound_q[k]);
                end
            end
            assign s_tready = routed & ~full[route];

            // A context is bound when a beat for it is taken, and stays bound while a beat
            // waits in its register: a beat wider than a block is written in pieces over
            // several clocks before it is taken, all into this one context.
            always @(posedge clk) begin
                if (!rst_n) begin
                    bound_q <= {N_CTX{1'b0}};
                    wp_q    <= {N_CTX{1'b0}};
                    rp_q    <= {N_CTX{1'b0}};
                    fill_q  <= {2*N_CTX{1'b0}};
                end else begin
                    for (kq = 0; kq < N_CTX; kq = kq + 1) begin
                        if (load[kq])
                            wp_q[kq] <= ~wp_q[kq];
                        if (hold[kq] && p_tready[kq])
                            rp_q[kq] <= ~rp_q[kq];
                        fill_q[2*kq +: 2] <= fill_q[2*kq +: 2] + {1'b0, load[kq]}
                                            - {1'b0, hold[kq] & p_tready[kq]};
                        if (load[kq]) begin
                            bound_q[kq] <= 1'b1;
                            btid_q[TID_W*kq +: TID_W] <= s_tid;
                        end else if (pad_idle[kq] && ctx_idle[kq] && !hold[kq]) begin
                            bound_q[kq] <= 1'b0;
                        end
                    end
                end
                for (kq = 0; kq < 2 * N_CTX; kq = kq + 1) begin
                    // slot kq % 2 of context kq / 2
                    if (capture[kq / 2] && wp_q[kq / 2] == kq[0]) begin
                        f_data_q[DATA_W*kq +: DATA_W] <= s_tdata;
                        f_ctl_q[CONTROL_W*kq +: CONTROL_W]    <= s_ctl;
                    end
                end
                // The head's fields change when the head leaves or the FIFO is empty: to
                // the other slot's when it is full, else to s_ctl (the new head if the
                // beat is taken now; read by nobody if not, as the FIFO is then empty).
                // Neither case waits for the routing.
                for (kq = 0; kq < N_CTX; kq = kq + 1) begin
                    if (!hold[kq] || p_tready[kq])
                        h_ctl_q[CONTROL_W*kq +: CONTROL_W] <=
                            !full[kq] ? s_ctl
                          : rp_q[kq]  ? f_ctl_q[CONTROL_W*(2*kq) +: CONTROL_W]
                                     : f_ctl_q[CONTROL_W*(2*kq+1) +: CONTROL_W];
                end
            end
            for (c = 0; c < N_CTX; c = c + 1) begin : g_read
                localparam [CONTEXT_W-1:0] CONTEXT = c;
                wire [CONTEXT_W:0] at = {CONTEXT, rp_q[c]};   // slot index 2c + rp_q[c]
                assign p_tvalid[c] = hold[c];
                assign p_tdata[DATA_W*c +: DATA_W] = f_data_q[DATA_W*at +: DATA_W];
                assign {p_tkeep[DATA_W/8*c +: DATA_W/8], p_tlast[c],
                        p_nbytes[NBYTES_W*c +: NBYTES_W], p_keep_bad[c]}
                    = h_ctl_q[CONTROL_W*c +: CONTROL_W];
`ifdef FORMAL
                // The premise of the padding units' TID_CHECK = 0 (g_pad), for the proofs
                // (formal/, docs/verification.md "Proofs"; only SymbiYosys defines
                // FORMAL, so no netlist has them): a context that holds a beat or is in a
                // message is bound, and a beat taken for a bound context carries its
                // s_tid. So btid_q, its unit's s_tid, stays the same from a message's
                // first beat to its last.
                always @(*)
                    if (rst_n) begin
                        if (hold[c] || !pad_idle[c]) assert(bound_q[c]);
                        if (load[c] && bound_q[c])
                            assert(s_tid == btid_q[TID_W*c +: TID_W]);   // its own s_tid
                    end
`endif
            end
            assign p_tid = btid_q;   // a context's beats all carry its bound s_tid
        end
    endgenerate

    generate
        for (c = 0; c < N_CTX; c = c + 1) begin : g_pad
            hc_stream_pad #(
                .DATA_W      (DATA_W),
                .BLOCK_W     (BLOCK_W),
                .TID_W       (TID_W),
                .PAD_BYTE    (PAD_BYTE),
                .LEN_W       (LEN_W),
                .LEN_LITTLE  (LEN_LITTLE),
                .PAD_LAST_BIT(PAD_LAST_BIT),
                .MAX_BYTES_W (MAX_BYTES_W),
                .OUT_REG     (OUT_REG),
                .KEEP_IN     (1),
                .PREFIX_BIT  (PREFIX_BIT),
                // several contexts: the router hands each unit its bound s_tid's beats
                .TID_CHECK   ((N_CTX == 1) ? 1 : 0)
            ) u_pad (
                .clk     (clk),
                .rst_n   (rst_n),
                .s_tdata (p_tdata[DATA_W*c +: DATA_W]),
                .s_tkeep (p_tkeep[DATA_W/8*c +: DATA_W/8]),
                .s_tlast (p_tlast[c]),
                .s_tid   (p_tid[TID_W*c +: TID_W]),
                .s_tvalid(p_tvalid[c]),
                .s_tready(p_tready[c]),
                .s_nbytes  (p_nbytes[NBYTES_W*c +: NBYTES_W]),
                .s_keep_bad(p_keep_bad[c]),
                .b_data  (b_data[BLOCK_W*c +: BLOCK_W]),
                .b_first (b_first[c]),
                .b_last  (b_last[c]),
                .b_tid   (b_tid[TID_W*c +: TID_W]),
                .b_error (b_error[c]),
                .b_valid (b_valid[c]),
                .b_ready (b_ready[c]),
                .idle    (pad_idle[c])
            );
        end
    endgenerate

endmodule
`default_nettype wire
