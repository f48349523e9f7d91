`default_nettype none

// hc_hmac_k0: the HMAC key block K0 (RFC 2104 section 2 step 1, FIPS 198-1 section 4 steps
// 1-3) and what enters it, for both HMAC controllers (hc_hmac_ctrl, hc_hmac_multi_front):
// the shift register hc_hmac_key_shift and the word shifted in, chosen by `source`:
//   K0_ZERO    zeros (the padding of a short key; clearing K0)
//   K0_USER    the user's key beat, lanes past s_tkeep zero
//   K0_DIGEST  word `index` of `digest` (a long key's hash, K0 = H(K)), zeros past it
//   K0_ROTATE  K0's own top word (K0 ^ ipad streams out and leaves K0 for K0 ^ opad)
// K0 moves a clock after the controller's decision (`shift`, `source` and the words are
// registered): its enable reaches BLOCK_W flip-flops and should come from a register, not
// from the padding unit's ready. `shifting` says K0 moves in this clock (its top word is
// then not the next one). `digest_word` is word `index` of `digest` as it is now, first
// byte in the most significant byte (hc_hmac_ctrl also streams the inner digest with it).
module hc_hmac_k0 #(
    parameter DATA_W      = 32,    // word width: a multiple of 32 dividing BLOCK_W
    parameter BLOCK_W     = 512,   // block size in bits (B * 8)
    parameter DIGEST_BITS = 256,   // the hash's output: whole bytes, at most BLOCK_W
    parameter INDEX_W     = 6      // width of index
) (
    input  wire                   clk,
    input  wire                   rst_n,
    input  wire                   shift,
    input  wire [1:0]             source,
    input  wire [DATA_W-1:0]      s_tdata,     // AXI4-Stream lanes: byte k in [8k +: 8]
    input  wire [DATA_W/8-1:0]    s_tkeep,
    input  wire [DIGEST_BITS-1:0] digest,      // first byte in the MSB
    input  wire [INDEX_W-1:0]     index,
    output wire [DATA_W-1:0]      digest_word,
    output wire [DATA_W-1:0]      out_word,    // K0's top word, first byte in the MSB
    output wire                   shifting
);
    localparam integer LANES     = DATA_W / 8;
    localparam integer DIG_WORDS = (DIGEST_BITS + DATA_W - 1) / DATA_W;
    localparam integer DIG_PAD_W = DIG_WORDS * DATA_W;
    localparam [1:0] K0_USER = 2'd1, K0_DIGEST = 2'd2, K0_ROTATE = 2'd3;   // K0_ZERO: 0

    generate
        if (DIGEST_BITS < 8 || DIGEST_BITS % 8 != 0 || DIGEST_BITS > BLOCK_W) begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_whole_bytes_up_to_the_block u_error ();
        end
        if (INDEX_W < 1) begin : g_bad_index_w
            hc_error_INDEX_W_must_be_at_least_1 u_error ();
        end
    endgenerate

    hc_hmac_word_select #(
        .DATA_W (DATA_W),
        .WORDS  (DIG_WORDS),
        .INDEX_W(INDEX_W)
    ) u_dig_word (
        .words ({digest, {(DIG_PAD_W-DIGEST_BITS){1'b0}}}),
        .index (index),
        .word  (digest_word)
    );
    wire in_digest = {{(32-INDEX_W){1'b0}}, index} < DIG_WORDS;

    // the user's bytes as a K0 word: lanes past s_tkeep are zero (RFC 2104 step 1)
    wire [DATA_W-1:0] user_word;
    genvar k;
    generate
        for (k = 0; k < LANES; k = k + 1) begin : g_lane
            assign user_word[DATA_W-1-8*k -: 8] = s_tkeep[k] ? s_tdata[8*k +: 8] : 8'h00;
        end
    endgenerate

    reg [DATA_W-1:0] in_q;
    reg              shift_q;
    always @(posedge clk) begin
        shift_q <= rst_n & shift;
        case (source)
            K0_USER:   in_q <= user_word;
            K0_DIGEST: in_q <= in_digest ? digest_word : {DATA_W{1'b0}};
            K0_ROTATE: in_q <= out_word;
            default:   in_q <= {DATA_W{1'b0}};   // K0_ZERO
        endcase
    end

    hc_hmac_key_shift #(
        .DATA_W (DATA_W),
        .BLOCK_W(BLOCK_W)
    ) u_key (
        .clk     (clk),
        .shift   (shift_q),
        .in_word (in_q),
        .out_word(out_word)
    );
    assign shifting = shift_q;
endmodule

`default_nettype wire
