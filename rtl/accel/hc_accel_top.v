`default_nettype none
// hc_accel_top: the accelerator (hc_accel, docs/accelerator.md) with its core, one module
// for every parameter set:
// - KEYS = 0, hash mode over a family's stream top, chosen by FAMILY: SHA-2
//   (sha256_iter at DIGEST_BITS = 256; SHA-224; SHA-384/512 with WORD_BITS = 64), SHA-1
//   (sha1_iter), MD5 (md5_v1) or RIPEMD (ripemd160_iter; DIGEST_BITS 128, 256, 320 the
//   other sizes), with the save and restore of a message (CTRL.SAVE, CTRL.RESUME, CV,
//   LENGTH) when SAVE_RESTORE = 1: the family's state top (hc_<family>_state_stream);
// - KEYS > 0, HMAC mode over a family's HMAC top (docs/hmac.md), chosen by FAMILY:
//   HMAC-SHA-224/256/384/512 (hc_hmac_sha2_stream), HMAC-SHA-1 (hc_hmac_sha1_stream),
//   HMAC-MD5 (hc_hmac_md5_stream) or HMAC-RIPEMD (hc_hmac_ripemd_stream). Its KEYS key
//   contexts are the key slots (CTRL.SLOT), and the MAC the DIGEST registers show is
//   MAC_BITS wide (the truncation of RFC 2403, 2404, 2857 and 4868 is a parameter: one
//   per instance). With SAVE_RESTORE = 1 its HMAC top is the family's state top
//   (hc_hmac_<family>_state_stream with RESUME = 1), which saves and restores MAC
//   messages too.
module hc_accel_top #(
    // the family: "sha2", "sha1", "md5" or "ripemd" (up to 6 characters)
    parameter [47:0] FAMILY = "sha2",
    // sha2: 32 (SHA-224/256) or 64 (SHA-384/512)
    parameter WORD_BITS   = 32,
    // the hash's digest (sha2: 224, 256, 384, 512; ripemd: 128, 160, 256, 320; sha1 and
    // md5 have one, 160 and 128, and do not read it)
    parameter DIGEST_BITS = 256,
    // HMAC mode: the MAC shown in DIGEST, a multiple of 32 up to the digest
    parameter MAC_BITS    = DIGEST_BITS,
    // 0: hash mode; HMAC mode: the key slots, a power of 2 from 1 to 16
    parameter KEYS        = 0,
    // input FIFO beats: a power of two, 2 .. 128
    parameter FIFO_DEPTH  = 16,
    // AXI4-Lite address width: at least 8
    parameter ADDR_W      = 8,
    // 1: messages can be saved and restored (CTRL.SAVE, CTRL.RESUME, CV, LENGTH); the
    // default in hash mode. HMAC mode defaults to 0: the save costs LUTs (CV, LENGTH, the
    // block count) the bare MAC does not need
    parameter SAVE_RESTORE = (KEYS == 0) ? 1 : 0
) (
    input  wire              clk,
    input  wire              rst_n,
    input  wire [ADDR_W-1:0] s_axil_awaddr,
    input  wire              s_axil_awvalid,
    output wire              s_axil_awready,
    input  wire [31:0]       s_axil_wdata,
    input  wire [3:0]        s_axil_wstrb,
    input  wire              s_axil_wvalid,
    output wire              s_axil_wready,
    output wire [1:0]        s_axil_bresp,
    output wire              s_axil_bvalid,
    input  wire              s_axil_bready,
    input  wire [ADDR_W-1:0] s_axil_araddr,
    input  wire              s_axil_arvalid,
    output wire              s_axil_arready,
    output wire [31:0]       s_axil_rdata,
    output wire [1:0]        s_axil_rresp,
    output wire              s_axil_rvalid,
    input  wire              s_axil_rready,
    input  wire [31:0]       s_axis_tdata,
    input  wire [3:0]        s_axis_tkeep,
    input  wire              s_axis_tlast,
    input  wire              s_axis_tvalid,
    output wire              s_axis_tready,
    output wire              irq
);
    localparam [47:0] FAMILY_SHA2 = "sha2";
    localparam [47:0] FAMILY_SHA1 = "sha1";
    localparam [47:0] FAMILY_MD5 = "md5";
    localparam [47:0] FAMILY_RIPEMD = "ripemd";

    generate
        if (KEYS < 0 || KEYS > 16 || (KEYS & (KEYS - 1)) != 0) begin : g_bad_keys
            hc_error_KEYS_must_be_0_or_a_power_of_2_up_to_16 u_error ();
        end
        if (FAMILY != FAMILY_SHA2 && FAMILY != FAMILY_SHA1 && FAMILY != FAMILY_MD5 &&
            FAMILY != FAMILY_RIPEMD) begin : g_bad_family
            hc_error_FAMILY_must_be_sha2_sha1_md5_or_ripemd u_error ();
        end
        // the DIGEST registers hold whole words (hc_accel); the core checks the rest
        if (KEYS > 0 && MAC_BITS % 32 != 0) begin : g_bad_mac_bits
            hc_error_MAC_BITS_must_be_a_multiple_of_32 u_error ();
        end
        if (FAMILY == FAMILY_SHA2 && WORD_BITS != 32 && WORD_BITS != 64) begin : g_bad_word_bits
            hc_error_WORD_BITS_must_be_32_or_64 u_error ();
        end
        if (SAVE_RESTORE != 0 && SAVE_RESTORE != 1) begin : g_bad_save_restore
            hc_error_SAVE_RESTORE_must_be_0_or_1 u_error ();
        end
        if (KEYS > 0 && (FAMILY == FAMILY_SHA2 || FAMILY == FAMILY_RIPEMD) &&
            MAC_BITS > DIGEST_BITS)
        begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_at_least_MAC_BITS u_error ();
        end
    endgenerate

    localparam integer KEY_W = (KEYS > 1) ? $clog2(KEYS) : 1;
    // what DIGEST shows: the digest in hash mode, the MAC in HMAC mode
    localparam integer HASH_BITS = (FAMILY == FAMILY_SHA1) ? 160 :
                                   (FAMILY == FAMILY_MD5) ? 128 : DIGEST_BITS;
    localparam integer OUT_BITS = (KEYS == 0) ? HASH_BITS : MAC_BITS;
    // save and restore: the chaining value and the block. SHA-2: 8 words, read and
    // written a pair {H_k, H_k+4} a clock, 16-word blocks; the other families: the whole
    // chaining value at once (SHA-1 5 words, MD5 4, RIPEMD the digest's), 64-byte blocks
    localparam integer STATE_PAIRS = (FAMILY == FAMILY_SHA2) ? 1 : 0;
    localparam integer FAMILY_STATE_BITS = (FAMILY == FAMILY_SHA2) ? 8 * WORD_BITS : HASH_BITS;
    localparam integer STATE_BITS = (SAVE_RESTORE != 0) ? FAMILY_STATE_BITS : 0;
    localparam integer BLOCK_BYTES = (FAMILY == FAMILY_SHA2) ? 2 * WORD_BITS : 64;
    // the state ports of the family's state top at their own width: a pair {H_k, H_k+4}
    // (SHA-2) or the whole chaining value; hc_accel's are one bit without SAVE_RESTORE
    localparam integer FAMILY_STATE_W = (STATE_PAIRS != 0) ? FAMILY_STATE_BITS / 4
                                                           : FAMILY_STATE_BITS;
    localparam integer STATE_DATA_W = (SAVE_RESTORE == 0) ? 1 : FAMILY_STATE_W;

    wire                core_rst_n;
    wire [31:0]         core_tdata;
    wire [3:0]          core_tkeep;
    wire                core_tlast, core_tvalid, core_tready;
    wire [1:0]          core_top;
    wire [3:0]          core_tkey;
    wire [OUT_BITS-1:0] core_digest;
    wire                core_tid;
    wire                core_error, core_valid, core_ready;
    wire                core_resume;
    wire [60:0]         core_resume_bytes;
    wire                core_cv_rd, core_st_we;
    wire [1:0]          core_cv_word, core_st_word;
    wire [STATE_DATA_W-1:0] core_cv_data, core_st_data;
    wire                      family_cv_rd, family_st_we;
    wire [1:0]                family_cv_word, family_st_word;
    wire [FAMILY_STATE_W-1:0] family_cv_data, family_st_data;

    // The core is the family's state top (hash or HMAC), with its state ports when
    // SAVE_RESTORE = 1; with RESUME = 0 it is the family's plain top (which wraps the same
    // module): its state inputs are unused and its state outputs are not read.
    // the same stream and MAC ports on every family's HMAC top, and the stream and digest
    // ports on every hash top (no s_top and s_tkey: a hash core has no operations or keys)
`define HC_ACCEL_HMAC_CORE_PORTS \
        .clk(clk), .rst_n(core_rst_n), \
        .s_tdata(core_tdata), .s_tkeep(core_tkeep), .s_tlast(core_tlast), .s_tid(1'b0), \
        .s_top(core_top), .s_tkey(core_tkey[KEY_W-1:0]), \
        .s_tvalid(core_tvalid), .s_tready(core_tready), \
        .m_mac(core_digest), .m_tid(core_tid), .m_error(core_error), \
        .m_valid(core_valid), .m_ready(core_ready), \
        .resume(core_resume), .resume_bytes(core_resume_bytes)
`define HC_ACCEL_HASH_CORE_PORTS \
        .clk(clk), .rst_n(core_rst_n), \
        .s_tdata(core_tdata), .s_tkeep(core_tkeep), .s_tlast(core_tlast), .s_tid(1'b0), \
        .s_tvalid(core_tvalid), .s_tready(core_tready), \
        .m_digest(core_digest), .m_tid(core_tid), .m_error(core_error), \
        .m_valid(core_valid), .m_ready(core_ready), \
        .resume(core_resume), .resume_bytes(core_resume_bytes)
    // the state ports of the tops with a whole chaining value (hc_state_resume)
`define HC_ACCEL_WHOLE_STATE_PORTS \
        .resume_cv(family_cv_data), .st_we(family_st_we), .st_state(family_st_data)
    // the state ports of the SHA-2 tops, a pair at a time
`define HC_ACCEL_PAIR_STATE_PORTS \
        .cv_rd(family_cv_rd), .cv_word(family_cv_word), \
        .st_we(family_st_we), .st_word(family_st_word), .st_pair(family_st_data)
    generate
        if (KEYS == 0 && FAMILY == FAMILY_SHA2) begin : g_sha2_hash
            hc_sha2_state_stream #(.DATA_W(32), .TID_W(1), .WORD_BITS(WORD_BITS),
                .DIGEST_BITS(DIGEST_BITS), .RESUME(SAVE_RESTORE))
                u_core (`HC_ACCEL_HASH_CORE_PORTS, `HC_ACCEL_PAIR_STATE_PORTS,
                        .cv_pair(family_cv_data));
        end else if (KEYS == 0 && FAMILY == FAMILY_SHA1) begin : g_sha1_hash
            hc_sha1_state_stream #(.DATA_W(32), .TID_W(1), .RESUME(SAVE_RESTORE))
                u_core (`HC_ACCEL_HASH_CORE_PORTS, `HC_ACCEL_WHOLE_STATE_PORTS);
        end else if (KEYS == 0 && FAMILY == FAMILY_MD5) begin : g_md5_hash
            hc_md5_state_stream #(.DATA_W(32), .TID_W(1), .RESUME(SAVE_RESTORE))
                u_core (`HC_ACCEL_HASH_CORE_PORTS, `HC_ACCEL_WHOLE_STATE_PORTS);
        end else if (KEYS == 0) begin : g_ripemd_hash
            hc_ripemd_state_stream #(.DATA_W(32), .TID_W(1), .DIGEST_BITS(DIGEST_BITS),
                .RESUME(SAVE_RESTORE))
                u_core (`HC_ACCEL_HASH_CORE_PORTS, `HC_ACCEL_WHOLE_STATE_PORTS);
        end else if (FAMILY == FAMILY_SHA2) begin : g_sha2_hmac
            hc_hmac_sha2_state_stream #(.DATA_W(32), .TID_W(1), .WORD_BITS(WORD_BITS),
                .DIGEST_BITS(DIGEST_BITS), .MAC_BITS(MAC_BITS), .KEYS(KEYS),
                .RESUME(SAVE_RESTORE))
                u_core (`HC_ACCEL_HMAC_CORE_PORTS, `HC_ACCEL_PAIR_STATE_PORTS,
                        .resume_pair(family_cv_data));
        end else if (FAMILY == FAMILY_SHA1) begin : g_sha1_hmac
            hc_hmac_sha1_state_stream #(.DATA_W(32), .TID_W(1), .MAC_BITS(MAC_BITS),
                .KEYS(KEYS), .RESUME(SAVE_RESTORE))
                u_core (`HC_ACCEL_HMAC_CORE_PORTS, `HC_ACCEL_WHOLE_STATE_PORTS);
        end else if (FAMILY == FAMILY_MD5) begin : g_md5_hmac
            hc_hmac_md5_state_stream #(.DATA_W(32), .TID_W(1), .MAC_BITS(MAC_BITS),
                .KEYS(KEYS), .RESUME(SAVE_RESTORE))
                u_core (`HC_ACCEL_HMAC_CORE_PORTS, `HC_ACCEL_WHOLE_STATE_PORTS);
        end else begin : g_ripemd_hmac
            hc_hmac_ripemd_state_stream #(.DATA_W(32), .TID_W(1), .DIGEST_BITS(DIGEST_BITS),
                .MAC_BITS(MAC_BITS), .KEYS(KEYS), .RESUME(SAVE_RESTORE))
                u_core (`HC_ACCEL_HMAC_CORE_PORTS, `HC_ACCEL_WHOLE_STATE_PORTS);
        end
    endgenerate
`undef HC_ACCEL_HMAC_CORE_PORTS
`undef HC_ACCEL_HASH_CORE_PORTS
`undef HC_ACCEL_WHOLE_STATE_PORTS
`undef HC_ACCEL_PAIR_STATE_PORTS
    generate
        // the whole-state tops read their starting value held, and write it at once
        if (STATE_PAIRS == 0) begin : g_whole_state
            assign family_cv_rd   = 1'b0;
            assign family_cv_word = 2'd0;
            assign family_st_word = 2'd0;
        end
        if (SAVE_RESTORE != 0) begin : g_state
            assign core_cv_rd     = family_cv_rd;
            assign core_cv_word   = family_cv_word;
            assign family_cv_data = core_cv_data;
            assign core_st_we     = family_st_we;
            assign core_st_word   = family_st_word;
            assign core_st_data   = family_st_data;
        end else begin : g_no_state
            assign core_cv_rd     = 1'b0;
            assign core_cv_word   = 2'd0;
            assign family_cv_data = {FAMILY_STATE_W{1'b0}};
            assign core_st_we     = 1'b0;
            assign core_st_word   = 2'd0;
            assign core_st_data   = 1'b0;
            wire unused_state = &{1'b0, core_cv_data, family_cv_rd, family_cv_word,
                                  family_st_we, family_st_word, family_st_data};
        end
    endgenerate

    hc_accel #(
        .DIGEST_BITS(OUT_BITS),
        .FIFO_DEPTH (FIFO_DEPTH),
        .ADDR_W     (ADDR_W),
        .KEY_SLOTS  (KEYS),
        .STATE_BITS (STATE_BITS),
        .BLOCK_BYTES(BLOCK_BYTES),
        .STATE_PAIRS(STATE_PAIRS)
    ) u_accel (
        .clk           (clk),
        .rst_n         (rst_n),
        .s_axil_awaddr (s_axil_awaddr),
        .s_axil_awvalid(s_axil_awvalid),
        .s_axil_awready(s_axil_awready),
        .s_axil_wdata  (s_axil_wdata),
        .s_axil_wstrb  (s_axil_wstrb),
        .s_axil_wvalid (s_axil_wvalid),
        .s_axil_wready (s_axil_wready),
        .s_axil_bresp  (s_axil_bresp),
        .s_axil_bvalid (s_axil_bvalid),
        .s_axil_bready (s_axil_bready),
        .s_axil_araddr (s_axil_araddr),
        .s_axil_arvalid(s_axil_arvalid),
        .s_axil_arready(s_axil_arready),
        .s_axil_rdata  (s_axil_rdata),
        .s_axil_rresp  (s_axil_rresp),
        .s_axil_rvalid (s_axil_rvalid),
        .s_axil_rready (s_axil_rready),
        .s_axis_tdata  (s_axis_tdata),
        .s_axis_tkeep  (s_axis_tkeep),
        .s_axis_tlast  (s_axis_tlast),
        .s_axis_tvalid (s_axis_tvalid),
        .s_axis_tready (s_axis_tready),
        .core_rst_n    (core_rst_n),
        .core_tdata    (core_tdata),
        .core_tkeep    (core_tkeep),
        .core_tlast    (core_tlast),
        .core_tvalid   (core_tvalid),
        .core_tready   (core_tready),
        .core_top      (core_top),
        .core_tkey     (core_tkey),
        .core_digest   (core_digest),
        .core_error    (core_error),
        .core_valid    (core_valid),
        .core_ready    (core_ready),
        .core_resume   (core_resume),
        .core_resume_bytes(core_resume_bytes),
        .core_cv_rd    (core_cv_rd),
        .core_cv_word  (core_cv_word),
        .core_cv_data  (core_cv_data),
        .core_st_we    (core_st_we),
        .core_st_word  (core_st_word),
        .core_st_data  (core_st_data),
        .irq           (irq)
    );

    // one operation at a time: the tag is not needed; CTRL.SLOT < KEYS (hc_accel refuses
    // the others), so the context number is its low KEY_W bits; a hash core takes neither
    wire       unused_tid = core_tid;
    wire [5:0] unused_operation = {core_top, core_tkey};
endmodule
`default_nettype wire
