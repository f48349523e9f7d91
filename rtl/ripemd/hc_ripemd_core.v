`default_nettype none
// RIPEMD block core: RIPEMD-128, -160, -256 or -320 (DIGEST_BITS), one step of each line
// per clock. Ports: docs/interface.md, "Block core" (blk_tid/dig_tid carry the tag,
// blk_err/dig_err a malformed message's mark, as hc_md5_core's single-message channel).
//
// The algorithm (Dobbertin, Bosselaers, Preneel, FSE 1996, and A. Bosselaers' RIPEMD
// pages): a block runs two lines of 16 * WORDS steps side by side, the left and the right
// one (hc_ripemd_step, one instance each), WORDS = 4 rounds on 4 words per line for
// RIPEMD-128/256 and 5 on 5 for RIPEMD-160/320. The single-width variants (128, 160)
// start both lines from the chaining value h and combine them into the next one as
// h_i' = h_(i+1) + left_(i+2) + right_(i+3) (indices mod WORDS; FSE 1996 Appendix A).
// The double-width variants (256, 320) give each line its own chaining value (h0..h3 /
// h0..h4 the left, the rest the right), swap one word between the lines after each round
// (256: A, B, C, D after rounds 1..4; 320: B, D, A, C, E after rounds 1..5) and add each
// line onto its own chaining value.
//
// Words: the block is read as 16 little-endian words (as MD4/MD5, RFC 1321 section 3.4):
// X[k] = bytes 4k .. 4k+3, byte 4k the least significant. blk_data has message byte n in
// [511-8n -: 8] (docs/interface.md), so X is blk_data with its bytes reversed. The digest
// is h0, h1, ... each written low byte first: dig_data has the low byte of h0 on top.
//
// Timing: a block is taken in one clock (its words and the lines' starting values
// registered), runs 16 * WORDS clocks of steps, and the clock after the last step adds
// the lines onto the chaining value: 16 * WORDS + 2 clocks per block. After a message's
// last block the chaining value is the digest, held in its register while not taken; a
// waiting block is taken only once the digest is (or in the clock it is), so
// back-pressure costs no digest register.
module hc_ripemd_core #(
    parameter DIGEST_BITS = 160,  // 128, 160, 256, 320
    parameter TID_W       = 1     // width of blk_tid / dig_tid
) (
    input  wire                   clk,
    input  wire                   rst_n,
    input  wire [511:0]           blk_data,   // first message byte in the MSB byte
    input  wire                   blk_first,  // first block of a message: start from the IV
    input  wire                   blk_last,   // last block: a digest follows it
    input  wire                   blk_err,    // with blk_last: the message was malformed
    input  wire [TID_W-1:0]       blk_tid,
    input  wire                   blk_valid,
    output wire                   blk_ready,
    output wire [DIGEST_BITS-1:0] dig_data,   // first digest byte in the MSB byte
    output wire [TID_W-1:0]       dig_tid,
    output wire                   dig_err,
    output wire                   dig_valid,
    input  wire                   dig_ready
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_ripemd_param_check #(.DIGEST_BITS(DIGEST_BITS), .TID_W(TID_W)) u_param_check ();

    localparam WORDS  = (DIGEST_BITS == 128 || DIGEST_BITS == 256) ? 4 : 5;  // per line; also rounds
    localparam DOUBLE = (DIGEST_BITS >= 256) ? 1 : 0;  // a chaining value per line
    localparam LINE_W = 32 * WORDS;
    localparam integer   LAST_STEP_I = 16 * WORDS - 1;
    localparam [6:0]     LAST_STEP   = LAST_STEP_I[6:0];
    // h0 .. h4 and the right line's h5 .. h9 (h0 in [31:0])
    localparam [159:0] IV_LEFT  = {32'hc3d2e1f0, 32'h10325476, 32'h98badcfe, 32'hefcdab89, 32'h67452301};
    localparam [159:0] IV_RIGHT = {32'h3c2d1e0f, 32'h01234567, 32'h89abcdef, 32'hfedcba98, 32'h76543210};

    reg                   busy_q;       // steps in progress
    reg                   add_q;        // the clock after the last step: the chaining addition
    reg  [6:0]            step_q;       // j of the step running
    reg                   dig_valid_q;  // digest valid, not yet taken
    reg                   last_q, err_q;
    reg  [TID_W-1:0]      tid_q;
    reg  [511:0]          x_q;          // X[k] in [32k +: 32]
    reg  [LINE_W-1:0]     left_q, right_q;
    reg  [DIGEST_BITS-1:0] h_q;         // chaining value; after a last block, the digest

    wire [LINE_W-1:0]      left_next, right_next;
    reg  [LINE_W-1:0]      left_d, right_d;
    wire [DIGEST_BITS-1:0] h_add;       // h_q with this block's lines added in
    wire [DIGEST_BITS-1:0] iv;
    wire [LINE_W-1:0]      h_right;     // the right line's starting value from h_q

    // an idle core takes a block once no digest is held (or it is taken now)
    wire take = blk_valid & ~busy_q & ~add_q & (~dig_valid_q | dig_ready);

    // X: the block's bytes reversed (message byte n is bit 8n of x)
    reg [511:0] blk_x;
    integer n;
    always @(*)
        for (n = 0; n < 64; n = n + 1)
            blk_x[8*n +: 8] = blk_data[511 - 8*n -: 8];

    hc_ripemd_step #(.WORDS(WORDS), .RIGHT(0)) u_left (
        .step(step_q), .block_x(x_q), .state(left_q), .state_next(left_next));
    hc_ripemd_step #(.WORDS(WORDS), .RIGHT(1)) u_right (
        .step(step_q), .block_x(x_q), .state(right_q), .state_next(right_next));

    // the double-width variants' word exchange after the last step of each round
    reg [2:0] swap_word;
    always @(*) begin
        left_d  = left_next;
        right_d = right_next;
        if (WORDS == 4)
            swap_word = step_q[6:4];                 // RIPEMD-256: A, B, C, D
        else
            case (step_q[6:4])
                3'd0:    swap_word = 3'd1;           // RIPEMD-320: B,
                3'd1:    swap_word = 3'd3;           // D,
                3'd2:    swap_word = 3'd0;           // A,
                3'd3:    swap_word = 3'd2;           // C,
                default: swap_word = 3'd4;           // E
            endcase
        if (DOUBLE == 1 && step_q[3:0] == 4'hf) begin
            left_d[32*swap_word +: 32]  = right_next[32*swap_word +: 32];
            right_d[32*swap_word +: 32] = left_next[32*swap_word +: 32];
        end
    end

    genvar w;
    generate
        if (DOUBLE == 1) begin : g_double
            assign iv      = {IV_RIGHT[LINE_W-1:0], IV_LEFT[LINE_W-1:0]};
            assign h_right = h_q[DIGEST_BITS-1 -: LINE_W];
            for (w = 0; w < WORDS; w = w + 1) begin : g_add
                assign h_add[32*w +: 32]           = h_q[32*w +: 32] + left_q[32*w +: 32];
                assign h_add[LINE_W + 32*w +: 32]  = h_right[32*w +: 32] + right_q[32*w +: 32];
            end
        end else begin : g_single
            assign iv      = IV_LEFT[LINE_W-1:0];
            assign h_right = h_q;
            for (w = 0; w < WORDS; w = w + 1) begin : g_add
                // FSE 1996 Appendix A: h_i' = h_(i+1) + left_(i+2) + right_(i+3)
                assign h_add[32*w +: 32] = h_q[32*((w + 1) % WORDS) +: 32]
                                         + left_q[32*((w + 2) % WORDS) +: 32]
                                         + right_q[32*((w + 3) % WORDS) +: 32];
            end
        end
    endgenerate

    always @(posedge clk) begin
        if (!rst_n) begin
            busy_q      <= 1'b0;
            add_q       <= 1'b0;
            dig_valid_q <= 1'b0;
        end else begin
            busy_q <= take | (busy_q & (step_q != LAST_STEP));
            add_q  <= busy_q & (step_q == LAST_STEP);
            if (add_q && last_q) dig_valid_q <= 1'b1;
            else if (dig_ready)  dig_valid_q <= 1'b0;
        end
        if (take) begin
            step_q  <= 7'd0;
            x_q     <= blk_x;
            last_q  <= blk_last;
            err_q   <= blk_err;
            tid_q   <= blk_tid;
            left_q  <= blk_first ? iv[LINE_W-1:0] : h_q[LINE_W-1:0];
            right_q <= blk_first ? iv[DIGEST_BITS-1 -: LINE_W] : h_right;
            if (blk_first)
                h_q <= iv;
        end else if (busy_q) begin
            step_q  <= step_q + 7'd1;
            left_q  <= left_d;
            right_q <= right_d;
        end
        if (add_q)
            h_q <= h_add;
    end

    // digest byte 4i + m: byte m of h_i (little-endian words, h0 first)
    genvar b;
    generate
        for (b = 0; b < DIGEST_BITS / 8; b = b + 1) begin : g_digest
            assign dig_data[DIGEST_BITS - 1 - 8*b -: 8] = h_q[32*(b/4) + 8*(b%4) +: 8];
        end
    endgenerate

    assign blk_ready = take;
    assign dig_tid   = tid_q;
    assign dig_err   = err_q;
    assign dig_valid = dig_valid_q;
endmodule
`default_nettype wire
