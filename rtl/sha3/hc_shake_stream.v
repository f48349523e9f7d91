`default_nettype none
// SHAKE128 / SHAKE256 stream top (FIPS 202 section 6.2): AXI4-Stream message in, the
// extendable output out as an AXI4-Stream of OUT_W-bit beats (docs/interface.md, "SHA-3
// and SHAKE"; docs/sha3.md).
//
// Output length. Each message asks for its own number of output bytes on s_outlen, a
// per-message sideband like s_tid: it is taken with the message's first beat and must be
// held for the whole message (a change inside a message makes it malformed, exactly like a
// change of s_tid). In the hardware it travels through the padding unit as the high part
// of the tid, so it costs no logic there but its flip-flops. Output frame of a message:
// ceil(outlen / (OUT_W/8)) beats (one empty beat, m_tkeep = 0, for outlen = 0), byte lane
// 0 of the first beat = output byte 0, m_tlast on the last beat, whose m_tkeep is a run
// of ones from lane 0; m_tid = the message's s_tid on every beat. A malformed message
// gives one beat with m_tlast = 1, m_tkeep = 0 and m_error = 1.
//
// Squeezing (FIPS 202 Algorithm 8 steps 7-10) reads the core's state directly: beat b of
// a rate block is state bytes b*OUT_W/8 .. (b+1)*OUT_W/8 - 1, picked by a RATE/OUT_W to 1
// multiplexer. After the last beat of a rate block the core runs the permutation again
// (24 / RPC clocks) while m_tvalid is low. So no output is buffered and a long output
// needs nothing wider than the OUTLEN_W-bit byte counter. OUT_W must divide the rate
// (64 always does: every rate is a whole number of lanes).
module hc_shake_stream #(
    parameter DATA_W      = 32,   // input width: a multiple of 32, 32 .. 1024
    parameter TID_W       = 1,    // width of s_tid / m_tid (tie s_tid to 0 if unused)
    parameter SHAKE       = 128,  // 128 = SHAKE128 (rate 1344), 256 = SHAKE256 (rate 1088)
    parameter RPC         = 1,    // Keccak rounds per clock: 1, 2, 3, 4, 6, 8, 12, 24
    parameter OUT_W       = 64,   // output beat width: a multiple of 8 that divides the rate
    parameter OUTLEN_W    = 32,   // width of s_outlen: up to 2^OUTLEN_W - 1 output bytes
    parameter MAX_BYTES_W = 61    // byte counter width: longer messages are errors
) (
    input  wire                   clk,
    input  wire                   rst_n,
    // AXI4-Stream message input
    input  wire [DATA_W-1:0]      s_tdata,
    input  wire [DATA_W/8-1:0]    s_tkeep,
    input  wire                   s_tlast,
    input  wire [TID_W-1:0]       s_tid,
    input  wire [OUTLEN_W-1:0]    s_outlen,   // output bytes wanted, held for the message
    input  wire                   s_tvalid,
    output wire                   s_tready,
    // AXI4-Stream output
    output wire [OUT_W-1:0]       m_tdata,
    output wire [OUT_W/8-1:0]     m_tkeep,
    output wire                   m_tlast,
    output wire [TID_W-1:0]       m_tid,
    output wire                   m_error,
    output wire                   m_tvalid,
    input  wire                   m_tready
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_stream_param_check #(.DATA_W(DATA_W), .TID_W(TID_W), .MAX_BYTES_W(MAX_BYTES_W))
        u_param_check ();
    generate
        if (SHAKE != 128 && SHAKE != 256) begin : g_bad_shake
            hc_error_SHAKE_must_be_128_or_256 u_error ();
        end
        if (OUTLEN_W < 1 || OUTLEN_W > 61) begin : g_bad_outlen_w
            hc_error_OUTLEN_W_must_be_1_to_61 u_error ();
        end
    endgenerate

    // FIPS 202 section 6.2: SHAKE128 = KECCAK[256], SHAKE256 = KECCAK[512]: c = 2 * SHAKE.
    localparam integer RATE = 1600 - 2 * SHAKE;
    localparam integer OB   = OUT_W / 8;        // bytes per output beat
    localparam integer NB   = RATE / OUT_W;     // beats per rate block
    localparam integer BW   = (NB > 1) ? $clog2(NB) : 1;
    localparam integer PTW  = TID_W + OUTLEN_W; // the padding unit's tid: {outlen, tid}
    localparam integer KW   = $clog2(OB + 1);
    localparam integer NB1  = NB - 1;
    localparam [BW-1:0]       B_LAST = NB1[BW-1:0];
    localparam [OUTLEN_W-1:0] L_OB   = OB[OUTLEN_W-1:0];

    // A beat must not straddle two rate blocks. A bad OUT_W stops elaboration here
    // (a module that does not exist, named after the rule).
    generate
        if (OUT_W % 8 != 0 || RATE % OUT_W != 0) begin : g_bad_out_w
            hc_error_OUT_W_must_be_bytes_dividing_the_rate u_error ();
        end
    endgenerate

    wire [RATE-1:0]  b_data;
    wire             b_first, b_last, b_error, b_valid, b_ready;
    wire [PTW-1:0]   b_tid;
    wire [RATE-1:0]  sq_data;
    wire [PTW:0]     sq_tag;     // {error, outlen, tid}
    wire             sq_valid, sq_ready, sq_more;
    wire             pad_idle;   // not needed with one message in flight
    wire             unused = &{1'b0, pad_idle};

    hc_stream_pad #(
        .DATA_W      (DATA_W),
        .BLOCK_W     (RATE),
        .TID_W       (PTW),
        .PAD_BYTE    (8'h1F),  // FIPS 202 B.2: M || 1111 || 10*1, first byte 0x1F
        .LEN_W       (0),
        .LEN_LITTLE  (0),
        .PAD_LAST_BIT(1),      // the final 1 of pad10*1
        .MAX_BYTES_W (MAX_BYTES_W)
    ) u_pad (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata),
        .s_tkeep (s_tkeep),
        .s_tlast (s_tlast),
        .s_tid   ({s_outlen, s_tid}),
        .s_tvalid(s_tvalid),
        .s_tready(s_tready),
        .s_nbytes  ({$clog2(DATA_W/8+1){1'b0}}),  // KEEP_IN = 0: decoded inside
        .s_keep_bad(1'b0),
        .b_data  (b_data),
        .b_first (b_first),
        .b_last  (b_last),
        .b_tid   (b_tid),
        .b_error (b_error),
        .b_valid (b_valid),
        .b_ready (b_ready),
        .idle    (pad_idle)
    );

    hc_keccak_core #(
        .RATE (RATE),
        .RPC  (RPC),
        .TAG_W(PTW + 1)
    ) u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .blk_data (b_data),
        .blk_first(b_first),
        .blk_last (b_last),
        .blk_tag  ({b_error, b_tid}),
        .blk_valid(b_valid),
        .blk_ready(b_ready),
        .sq_data  (sq_data),
        .sq_tag   (sq_tag),
        .sq_valid (sq_valid),
        .sq_ready (sq_ready),
        .sq_more  (sq_more)
    );

    // ---------------------------------------------------------------- output side
    reg                active_q;  // a frame has started (rem_q is its bytes still to send)
    reg [OUTLEN_W-1:0] rem_q;
    reg [BW-1:0]       beat_q;    // beat of the current rate block

    wire                err  = sq_tag[PTW];
    wire [OUTLEN_W-1:0] rem  = active_q ? rem_q : sq_tag[PTW-1:TID_W];
    wire                fits = (rem <= L_OB);        // this beat ends the frame
    wire [KW-1:0]       nbytes = err ? {KW{1'b0}} : fits ? rem[KW-1:0] : OB[KW-1:0];
    wire                fire = sq_valid & m_tready;

    // The state in output order (output byte j = lane byte j) and the beat multiplexer.
    wire [RATE-1:0] sq_bytes;
    reg [OUT_W-1:0] beat_data;
    reg [OB-1:0]    keep;
    integer k;
    hc_keccak_bytes #(.WIDTH(RATE)) u_out_bytes (.in_bytes(sq_data), .out_bytes(sq_bytes));
    always @(*) begin
        beat_data = sq_bytes[OUT_W-1:0];
        for (k = 1; k < NB; k = k + 1)
            if (beat_q == k[BW-1:0]) beat_data = sq_bytes[k*OUT_W +: OUT_W];
    end
    always @(*) begin
        for (k = 0; k < OB; k = k + 1) keep[k] = (nbytes > k[KW-1:0]);
    end
    assign m_tkeep = keep;

    // Hand the rate block back when its last beat (or the frame's last beat) is taken;
    // ask for another one unless the frame ended.
    assign sq_ready = fire & (err | fits | (beat_q == B_LAST));
    assign sq_more  = ~(err | fits);

    always @(posedge clk) begin
        if (fire & ~(err | fits)) rem_q <= rem - L_OB;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            active_q <= 1'b0;
            beat_q   <= {BW{1'b0}};
        end else if (fire) begin
            if (err | fits) begin
                active_q <= 1'b0;
                beat_q   <= {BW{1'b0}};
            end else begin
                active_q <= 1'b1;
                beat_q   <= (beat_q == B_LAST) ? {BW{1'b0}} : beat_q + 1'b1;
            end
        end
    end

    assign m_tdata  = beat_data;
    assign m_tlast  = err | fits;
    assign m_tid    = sq_tag[TID_W-1:0];
    assign m_error  = err;
    assign m_tvalid = sq_valid;
endmodule
`default_nettype wire
