`default_nettype none
// hc_accel_top: the accelerator (hc_accel, docs/accelerator.md) with its core, one module
// for every parameter set:
// - KEYS = 0, hash mode over the SHA-2 stream top (hc_sha2_state_stream: sha256_iter at
//   DIGEST_BITS = 256; SHA-224; SHA-384/512 with WORD_BITS = 64), with the save and
//   restore of a message (CTRL.SAVE, CTRL.RESUME, CV, LENGTH) when SAVE_RESTORE = 1;
// - KEYS > 0, HMAC mode over a family's HMAC top (docs/hmac.md), chosen by FAMILY:
//   HMAC-SHA-224/256/384/512 (hc_hmac_sha2_stream), HMAC-SHA-1 (hc_hmac_sha1_stream),
//   HMAC-MD5 (hc_hmac_md5_stream) or HMAC-RIPEMD (hc_hmac_ripemd_stream). Its KEYS key
//   contexts are the key slots (CTRL.SLOT), and the MAC the DIGEST registers show is
//   MAC_BITS wide (the truncation of RFC 2403, 2404, 2857 and 4868 is a parameter: one
//   per instance). With FAMILY "sha2" and SAVE_RESTORE = 1 its HMAC top is
//   hc_hmac_sha2_state_stream, which saves and restores MAC messages too.
module hc_accel_top #(
    // the family: "sha2", "sha1", "md5" or "ripemd" (up to 6 characters); "sha2" in hash mode
    parameter [47:0] FAMILY = "sha2",
    // sha2: 32 (SHA-224/256) or 64 (SHA-384/512)
    parameter WORD_BITS   = 32,
    // the hash's digest (sha2: 224, 256, 384, 512; ripemd: 128, 160, 256, 320)
    parameter DIGEST_BITS = 256,
    // HMAC mode: the MAC shown in DIGEST, a multiple of 32 up to the digest
    parameter MAC_BITS    = DIGEST_BITS,
    // 0: hash mode; HMAC mode: the key slots, a power of 2 from 1 to 16
    parameter KEYS        = 0,
    // input FIFO beats: a power of two, 2 .. 128
    parameter FIFO_DEPTH  = 16,
    // AXI4-Lite address width: at least 8
    parameter ADDR_W      = 8,
    // 1: messages can be saved and restored (a core with state ports: hash mode, or HMAC
    // mode with FAMILY "sha2"); the default in hash mode. HMAC mode defaults to 0: the
    // save costs LUTs (CV, LENGTH, the block count) the bare MAC does not need
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
        if (KEYS == 0 && FAMILY != FAMILY_SHA2) begin : g_bad_family_hash
            hc_error_FAMILY_must_be_sha2_in_hash_mode u_error ();
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
        if (SAVE_RESTORE != 0 && (SAVE_RESTORE != 1 || FAMILY != FAMILY_SHA2)) begin : g_bad_save_restore
            hc_error_SAVE_RESTORE_must_be_0_or_1_and_0_outside_sha2 u_error ();
        end
        if (KEYS > 0 && (FAMILY == FAMILY_SHA2 || FAMILY == FAMILY_RIPEMD) &&
            MAC_BITS > DIGEST_BITS)
        begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_at_least_MAC_BITS u_error ();
        end
    endgenerate

    localparam integer KEY_W = (KEYS > 1) ? $clog2(KEYS) : 1;
    // what DIGEST shows: the digest in hash mode, the MAC in HMAC mode
    localparam integer OUT_BITS = (KEYS == 0) ? DIGEST_BITS : MAC_BITS;
    // save and restore: SHA-2's chaining value (8 words) and block (16 words)
    localparam integer STATE_BITS = (SAVE_RESTORE != 0) ? 8 * WORD_BITS : 0;
    localparam integer BLOCK_BYTES = 2 * WORD_BITS;
    localparam integer PAIR_W = (SAVE_RESTORE != 0) ? 2 * WORD_BITS : 1;

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
    wire [PAIR_W-1:0]   core_cv_pair, core_st_pair;

    // the same stream and MAC ports on every family's HMAC top (the hash top has no s_top
    // and s_tkey: a hash core has no operations or keys)
`define HC_ACCEL_HMAC_CORE_PORTS \
        .clk(clk), .rst_n(core_rst_n), \
        .s_tdata(core_tdata), .s_tkeep(core_tkeep), .s_tlast(core_tlast), .s_tid(1'b0), \
        .s_top(core_top), .s_tkey(core_tkey[KEY_W-1:0]), \
        .s_tvalid(core_tvalid), .s_tready(core_tready), \
        .m_mac(core_digest), .m_tid(core_tid), .m_error(core_error), \
        .m_valid(core_valid), .m_ready(core_ready)
    generate
        if (KEYS == 0 && SAVE_RESTORE != 0) begin : g_hash_save
            hc_sha2_state_stream #(.DATA_W(32), .TID_W(1), .WORD_BITS(WORD_BITS),
                .DIGEST_BITS(DIGEST_BITS), .RESUME(1))
                u_core (.clk(clk), .rst_n(core_rst_n), .s_tdata(core_tdata),
                        .s_tkeep(core_tkeep), .s_tlast(core_tlast), .s_tid(1'b0),
                        .s_tvalid(core_tvalid), .s_tready(core_tready),
                        .m_digest(core_digest), .m_tid(core_tid), .m_error(core_error),
                        .m_valid(core_valid), .m_ready(core_ready),
                        .resume(core_resume), .resume_bytes(core_resume_bytes),
                        .cv_rd(core_cv_rd), .cv_word(core_cv_word), .cv_pair(core_cv_pair),
                        .st_we(core_st_we), .st_word(core_st_word), .st_pair(core_st_pair));
        end else if (KEYS == 0) begin : g_hash
            hc_sha2_stream #(.DATA_W(32), .TID_W(1), .WORD_BITS(WORD_BITS),
                .DIGEST_BITS(DIGEST_BITS))
                u_core (.clk(clk), .rst_n(core_rst_n), .s_tdata(core_tdata),
                        .s_tkeep(core_tkeep), .s_tlast(core_tlast), .s_tid(1'b0),
                        .s_tvalid(core_tvalid), .s_tready(core_tready),
                        .m_digest(core_digest), .m_tid(core_tid), .m_error(core_error),
                        .m_valid(core_valid), .m_ready(core_ready));
        end else if (FAMILY == FAMILY_SHA2 && SAVE_RESTORE != 0) begin : g_sha2_save
            hc_hmac_sha2_state_stream #(.DATA_W(32), .TID_W(1), .WORD_BITS(WORD_BITS),
                .DIGEST_BITS(DIGEST_BITS), .MAC_BITS(MAC_BITS), .KEYS(KEYS), .RESUME(1))
                u_core (`HC_ACCEL_HMAC_CORE_PORTS,
                        .resume(core_resume), .resume_bytes(core_resume_bytes),
                        .cv_rd(core_cv_rd), .cv_word(core_cv_word), .resume_pair(core_cv_pair),
                        .st_we(core_st_we), .st_word(core_st_word), .st_pair(core_st_pair));
        end else if (FAMILY == FAMILY_SHA2) begin : g_sha2
            hc_hmac_sha2_stream #(.DATA_W(32), .TID_W(1), .WORD_BITS(WORD_BITS),
                .DIGEST_BITS(DIGEST_BITS), .MAC_BITS(MAC_BITS), .KEYS(KEYS))
                u_core (`HC_ACCEL_HMAC_CORE_PORTS);
        end else if (FAMILY == FAMILY_SHA1) begin : g_sha1
            hc_hmac_sha1_stream #(.DATA_W(32), .TID_W(1), .MAC_BITS(MAC_BITS), .KEYS(KEYS))
                u_core (`HC_ACCEL_HMAC_CORE_PORTS);
        end else if (FAMILY == FAMILY_MD5) begin : g_md5
            hc_hmac_md5_stream #(.DATA_W(32), .TID_W(1), .MAC_BITS(MAC_BITS), .KEYS(KEYS))
                u_core (`HC_ACCEL_HMAC_CORE_PORTS);
        end else begin : g_ripemd
            hc_hmac_ripemd_stream #(.DATA_W(32), .TID_W(1), .DIGEST_BITS(DIGEST_BITS),
                .MAC_BITS(MAC_BITS), .KEYS(KEYS))
                u_core (`HC_ACCEL_HMAC_CORE_PORTS);
        end
    endgenerate
`undef HC_ACCEL_HMAC_CORE_PORTS
    generate
        if (SAVE_RESTORE == 0) begin : g_no_state
            assign core_cv_rd = 1'b0;
            assign core_cv_word = 2'd0;
            assign core_st_we = 1'b0;
            assign core_st_word = 2'd0;
            assign core_st_pair = {PAIR_W{1'b0}};
            wire unused_state = &{1'b0, core_resume, core_resume_bytes, core_cv_pair};
        end
    endgenerate

    hc_accel #(
        .DIGEST_BITS(OUT_BITS),
        .FIFO_DEPTH (FIFO_DEPTH),
        .ADDR_W     (ADDR_W),
        .KEY_SLOTS  (KEYS),
        .STATE_BITS (STATE_BITS),
        .BLOCK_BYTES(BLOCK_BYTES)
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
        .core_cv_pair  (core_cv_pair),
        .core_st_we    (core_st_we),
        .core_st_word  (core_st_word),
        .core_st_pair  (core_st_pair),
        .irq           (irq)
    );

    // one operation at a time: the tag is not needed; CTRL.SLOT < KEYS (hc_accel refuses
    // the others), so the context number is its low KEY_W bits; a hash core takes neither
    wire       unused_tid = core_tid;
    wire [5:0] unused_operation = {core_top, core_tkey};
endmodule
`default_nettype wire
