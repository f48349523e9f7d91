`default_nettype none
// hc_accel: the register-mapped accelerator around a stream top of the library
// (docs/accelerator.md), hash and HMAC modes. An AXI4-Lite slave (the generated decode
// hc_accel_regs, from rtl/accel/hc_accel.rdl) with control, status, interrupts and the
// digest; message bytes come through the DATA window (byte, half-word and word writes,
// packed by hc_accel_pack) or through the AXI4-Stream port for DMA (CTRL.SRC = 1), into
// an input FIFO that feeds the core's stream input (docs/interface.md, DATA_W = 32).
//
// The core is outside this module (the core_* ports), so any stream top with an m_digest
// output fits: hc_accel_top wires in hc_sha2_stream. With KEY_SLOTS > 0 the core
// is an HMAC top (docs/hmac.md) with that many key contexts, and core_top / core_tkey
// are its s_top / s_tkey: CTRL.MODE HMAC, KEY and WIPE are its operations MAC, load key
// and wipe key on the key context CTRL.SLOT (hc_accel_top wires them in). Key bytes come
// only through the write-only KEY window; no register reads them back.
//
// A message: CTRL.START opens it, the bytes follow, CTRL.FINISH closes it (DATA window)
// or the AXI4-Stream beat with tlast does (DMA); the digest is then captured into DIGEST,
// STATUS.DONE rises and so does INT_STATUS.DONE. CTRL.ABORT drops everything (the core
// gets a reset clock) and leaves the accelerator idle. Refused accesses answer SLVERR
// and change nothing but INT_STATUS.ERROR; a DATA write (or FINISH) waits while the FIFO
// is full, which the core empties at its own rate, so every access is answered.
//
// Save and restore (STATE_BITS > 0: a core with state ports, a family's state top
// hc_<family>_state_stream or hc_hmac_<family>_state_stream with RESUME = 1): CTRL.SAVE
// stops taking the open HASH or HMAC message's bytes and lets the core hash the whole
// blocks it has (blocks_open_q counts those that entered the FIFO and are not hashed yet);
// the core writes the chaining value after each block into CV as it forms it (core_st_*),
// and hashed_q counts the bytes it covers. When none is left the save ends: LENGTH takes
// hashed_q and STATUS.DONE rises: CV and LENGTH are the saved message. A hash core then
// gets a reset clock, which drops the bytes of the block it had begun. An HMAC core may
// not: its reset wipes every key slot. So in HMAC mode SAVE ends the message instead (the
// DATA window's last beat, as FINISH), the core finishes its inner and outer hashes, and
// the MAC it gives is discarded; CV stops following the core once the last whole block is
// hashed. START with CTRL.RESUME continues a saved message, also after other messages or a
// restore of CV and LENGTH by software: the core reads its starting value from CV
// (core_cv_*) and adds LENGTH's bytes to the message length (core_resume,
// core_resume_bytes); in HMAC mode the inner hash does, under the slot's key.
module hc_accel #(
    // the core's m_digest width: a multiple of 32, 32 .. 512
    parameter DIGEST_BITS = 256,
    // input FIFO beats: a power of two, 2 .. 128
    parameter FIFO_DEPTH  = 16,
    // AXI4-Lite address width (hc_accel_regs: at least the map's 8 bits)
    parameter ADDR_W      = 8,
    // 0: a hash core (CTRL.MODE HASH); 1 .. 16: an HMAC core with this many key contexts
    parameter KEY_SLOTS   = 0,
    // save and restore: the bits of the core's chaining value (SHA-2 256, 512; MD5 128;
    // SHA-1 and RIPEMD-160 160; RIPEMD-256 256, RIPEMD-320 320) and its block length in
    // bytes (64, 128); STATE_BITS 0: none (a core without state ports)
    parameter STATE_BITS  = 0,
    parameter BLOCK_BYTES = 64,
    // how the core reads and writes its state: 1 a word pair {H_k, H_k+4} a clock (the
    // SHA-2 tops), 0 the whole chaining value at once (the SHA-1, MD5, RIPEMD state tops)
    parameter STATE_PAIRS = 1,
    // derived: do not set
    parameter STATE_DATA_W = (STATE_BITS == 0) ? 1 :
                             (STATE_PAIRS != 0) ? STATE_BITS / 4 : STATE_BITS
) (
    input  wire                   clk,
    input  wire                   rst_n,
    // AXI4-Lite slave
    input  wire [ADDR_W-1:0]      s_axil_awaddr,
    input  wire                   s_axil_awvalid,
    output wire                   s_axil_awready,
    input  wire [31:0]            s_axil_wdata,
    input  wire [3:0]             s_axil_wstrb,
    input  wire                   s_axil_wvalid,
    output wire                   s_axil_wready,
    output wire [1:0]             s_axil_bresp,
    output wire                   s_axil_bvalid,
    input  wire                   s_axil_bready,
    input  wire [ADDR_W-1:0]      s_axil_araddr,
    input  wire                   s_axil_arvalid,
    output wire                   s_axil_arready,
    output wire [31:0]            s_axil_rdata,
    output wire [1:0]             s_axil_rresp,
    output wire                   s_axil_rvalid,
    input  wire                   s_axil_rready,
    // AXI4-Stream message input (DMA), taken while a message is open and CTRL.SRC = 1
    input  wire [31:0]            s_axis_tdata,
    input  wire [3:0]             s_axis_tkeep,
    input  wire                   s_axis_tlast,
    input  wire                   s_axis_tvalid,
    output wire                   s_axis_tready,
    // the core's stream top (docs/interface.md, DATA_W = 32, s_tid tied off by the caller)
    output wire                   core_rst_n,
    output wire [31:0]            core_tdata,
    output wire [3:0]             core_tkeep,
    output wire                   core_tlast,
    output wire                   core_tvalid,
    input  wire                   core_tready,
    // an HMAC core's s_top (0 MAC, 1 load key, 2 wipe key) and s_tkey, held per operation
    output wire [1:0]             core_top,
    output wire [3:0]             core_tkey,
    input  wire [DIGEST_BITS-1:0] core_digest,
    input  wire                   core_error,
    input  wire                   core_valid,
    output wire                   core_ready,
    // save and restore (STATE_BITS > 0; the state tops' ports of the same names): the
    // message continues a saved one, after core_resume_bytes (both held while it is open),
    // from the state on core_cv_data; the state after each block on core_st_data.
    // STATE_PAIRS = 1: read a pair {H_k, H_k+4} at a time, two clocks after core_cv_rd asks
    // for pair core_cv_word, and written a pair a clock (core_st_word, pair 0 last);
    // STATE_PAIRS = 0: the whole chaining value, held, and written at once
    output wire                   core_resume,
    output wire [60:0]            core_resume_bytes,
    input  wire                   core_cv_rd,
    input  wire [1:0]             core_cv_word,
    output wire [STATE_DATA_W-1:0] core_cv_data,
    input  wire                   core_st_we,
    input  wire [1:0]             core_st_word,
    input  wire [STATE_DATA_W-1:0] core_st_data,
    // interrupt: high while an event of INT_STATUS is enabled in INT_ENABLE
    output wire                   irq
);
    generate
        if (DIGEST_BITS < 32 || DIGEST_BITS > 512 || DIGEST_BITS % 32 != 0) begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_a_multiple_of_32_from_32_to_512 u_error ();
        end
        if (FIFO_DEPTH < 2 || FIFO_DEPTH > 128 || (FIFO_DEPTH & (FIFO_DEPTH - 1)) != 0) begin : g_bad_fifo_depth
            hc_error_FIFO_DEPTH_must_be_a_power_of_2_from_2_to_128 u_error ();
        end
        if (KEY_SLOTS < 0 || KEY_SLOTS > 16) begin : g_bad_key_slots
            hc_error_KEY_SLOTS_must_be_0_to_16 u_error ();
        end
        if (STATE_PAIRS != 0 && STATE_PAIRS != 1) begin : g_bad_state_pairs
            hc_error_STATE_PAIRS_must_be_0_or_1 u_error ();
        end
        // pairs: SHA-2's eight words of 32 or 64 bits; whole: up to the 16 CV words
        if (STATE_BITS != 0 && (STATE_PAIRS != 0 ? (STATE_BITS != 256 && STATE_BITS != 512)
                                                 : (STATE_BITS % 32 != 0 || STATE_BITS > 512)))
        begin : g_bad_state_bits
            hc_error_STATE_BITS_must_be_256_or_512_in_pairs_else_whole_words_up_to_512 u_error ();
        end
        if (BLOCK_BYTES != 64 && BLOCK_BYTES != 128) begin : g_bad_block_bytes
            hc_error_BLOCK_BYTES_must_be_64_or_128 u_error ();
        end
    endgenerate

    localparam integer DIGEST_BYTES = DIGEST_BITS / 8;
    localparam integer SAVE = (STATE_BITS > 0) ? 1 : 0;
    localparam [7:0] SAVE_BLOCK_BYTES = (STATE_BITS > 0) ? BLOCK_BYTES[7:0] : 8'd0;
    localparam integer BLOCK_LOG = (BLOCK_BYTES > 64) ? 7 : 6;  // log2 BLOCK_BYTES
    // a save ends an HMAC message (its MAC discarded) instead of resetting the core
    localparam integer SAVE_ENDS = (STATE_BITS > 0 && KEY_SLOTS > 0) ? 1 : 0;

    // ---- message state ------------------------------------------------------------------
    localparam [1:0] M_IDLE = 2'd0;     // no message open
    localparam [1:0] M_OPEN = 2'd1;     // bytes are taken
    localparam [1:0] M_CLOSING = 2'd2;  // the last beat is in: waiting for the digest
    localparam [1:0] M_SAVING = 2'd3;   // CTRL.SAVE: the core hashes the whole blocks it has
    // CTRL.MODE (1 is HMAC: core_top 0, as HASH)
    localparam [1:0] MODE_HASH = 2'd0;
    localparam [1:0] MODE_KEY  = 2'd2;
    localparam [1:0] MODE_WIPE = 2'd3;
    reg [1:0] message_q;
    reg       source_stream_q;          // CTRL.SRC
    reg [1:0] mode_q;                   // CTRL.MODE
    reg [3:0] slot_q;                   // CTRL.SLOT
    reg       resume_q;                 // CTRL.RESUME
    reg       done_q;                   // STATUS.DONE
    reg       error_q;                  // STATUS.ERROR
    reg       core_rst_n_q;
    reg [DIGEST_BITS-1:0] digest_q;

    // ---- register decode ----------------------------------------------------------------
    wire [31:0] ext_wdata;
    wire [3:0]  ext_wstrb;
    wire        ctrl_wr_req, ctrl_rd_req, data_wr_req, key_wr_req;
    wire        ctrl_ack, ctrl_err, data_ack, data_err, key_ack, key_err;
    wire        length_lo_wr_req, length_lo_rd_req, length_hi_wr_req, length_hi_rd_req;
    wire        length_lo_ack, length_lo_err, length_hi_ack, length_hi_err;
    wire [31:0] length_lo_rdata, length_hi_rdata;
    wire        cv_wr_req, cv_rd_req, cv_ack, cv_err;
    wire [3:0]  cv_wr_index, cv_rd_index;
    wire [31:0] cv_rdata;
    wire        save_done;   // (save and restore, below) the saved message is in CV, LENGTH
    wire        int_enable_done_q, int_enable_fifo_empty_q, int_enable_error_q;
    wire        int_status_done_q, int_status_fifo_empty_q, int_status_error_q;
    wire        bus_error;
    wire [7:0]  fifo_level;
    wire        fifo_in_ready;
    // core_ready is always high; a digest shown while the core is held in reset (the clock
    // after ABORT) belongs to the dropped message; in a save, the MAC of the ended message
    // is discarded
    wire        digest_taken = core_valid && core_rst_n_q;
    wire        digest_shown = digest_taken && !((SAVE_ENDS != 0) && (message_q == M_SAVING));
    // KEY and WIPE give no output: they are complete once the core has their last beat
    wire        key_op_taken = mode_q[1] && (message_q == M_CLOSING) && core_tvalid &&
                               core_tready && core_tlast;
    wire        op_done = digest_taken || key_op_taken || save_done;
    wire        fifo_ran_empty;

    // the digest, byte n in bits 8n+7:8n (DIGEST registers), zeros past it
    wire [511:0] digest_words;
    genvar g;
    generate
        for (g = 0; g < 64; g = g + 1) begin : g_digest_byte
            if (g < DIGEST_BYTES) begin : g_byte
                assign digest_words[8*g +: 8] = digest_q[DIGEST_BITS-1-8*g -: 8];
            end else begin : g_zero
                assign digest_words[8*g +: 8] = 8'd0;
            end
        end
    endgenerate

    hc_accel_regs #(
        .ADDR_W(ADDR_W)
    ) u_regs (
        .clk                    (clk),
        .rst_n                  (rst_n),
        .s_axil_awaddr          (s_axil_awaddr),
        .s_axil_awvalid         (s_axil_awvalid),
        .s_axil_awready         (s_axil_awready),
        .s_axil_wdata           (s_axil_wdata),
        .s_axil_wstrb           (s_axil_wstrb),
        .s_axil_wvalid          (s_axil_wvalid),
        .s_axil_wready          (s_axil_wready),
        .s_axil_bresp           (s_axil_bresp),
        .s_axil_bvalid          (s_axil_bvalid),
        .s_axil_bready          (s_axil_bready),
        .s_axil_araddr          (s_axil_araddr),
        .s_axil_arvalid         (s_axil_arvalid),
        .s_axil_arready         (s_axil_arready),
        .s_axil_rdata           (s_axil_rdata),
        .s_axil_rresp           (s_axil_rresp),
        .s_axil_rvalid          (s_axil_rvalid),
        .s_axil_rready          (s_axil_rready),
        .ext_wdata              (ext_wdata),
        .ext_wstrb              (ext_wstrb),
        .ctrl_wr_req            (ctrl_wr_req),
        .ctrl_rd_req            (ctrl_rd_req),
        .ctrl_rdata             ({20'd0, slot_q, resume_q, 1'b0, mode_q, 3'd0, source_stream_q}),
        .ctrl_ack               (ctrl_ack),
        .ctrl_err               (ctrl_err),
        .status_busy            (message_q != M_IDLE),
        .status_done            (done_q),
        .status_error           (error_q),
        .status_fifo_empty      (fifo_level == 8'd0),
        .status_fifo_full       (!fifo_in_ready),
        .status_fifo_level      (fifo_level),
        .int_enable_done_q      (int_enable_done_q),
        .int_enable_fifo_empty_q(int_enable_fifo_empty_q),
        .int_enable_error_q     (int_enable_error_q),
        .int_status_done_set    (op_done),
        .int_status_done_q      (int_status_done_q),
        .int_status_fifo_empty_set(fifo_ran_empty),
        .int_status_fifo_empty_q(int_status_fifo_empty_q),
        .int_status_error_set   (bus_error || (digest_shown && core_error)),
        .int_status_error_q     (int_status_error_q),
        .data_wr_req            (data_wr_req),
        .data_ack               (data_ack),
        .data_err               (data_err),
        .info_digest_bytes      (DIGEST_BYTES[7:0]),
        .info_fifo_depth        (FIFO_DEPTH[7:0]),
        .info_key_slots         (KEY_SLOTS[7:0]),
        .info_save_block_bytes  (SAVE_BLOCK_BYTES),
        .key_wr_req             (key_wr_req),
        .key_ack                (key_ack),
        .key_err                (key_err),
        .length_lo_wr_req       (length_lo_wr_req),
        .length_lo_rd_req       (length_lo_rd_req),
        .length_lo_rdata        (length_lo_rdata),
        .length_lo_ack          (length_lo_ack),
        .length_lo_err          (length_lo_err),
        .length_hi_wr_req       (length_hi_wr_req),
        .length_hi_rd_req       (length_hi_rd_req),
        .length_hi_rdata        (length_hi_rdata),
        .length_hi_ack          (length_hi_ack),
        .length_hi_err          (length_hi_err),
        .digest_bytes           (digest_words),
        .cv_wr_req              (cv_wr_req),
        .cv_wr_index            (cv_wr_index),
        .cv_rd_req              (cv_rd_req),
        .cv_rd_index            (cv_rd_index),
        .cv_rdata               (cv_rdata),
        .cv_ack                 (cv_ack),
        .cv_err                 (cv_err),
        .bus_error              (bus_error)
    );

    assign irq = (int_status_done_q && int_enable_done_q) ||
                 (int_status_fifo_empty_q && int_enable_fifo_empty_q) ||
                 (int_status_error_q && int_enable_error_q);

    // ---- CTRL and DATA: what each write asks, whether it is refused, when it is done ----
    wire write_src = ext_wdata[0];
    wire write_start = ext_wdata[1] && ext_wstrb[0];
    wire write_finish = ext_wdata[2] && ext_wstrb[0];
    wire write_abort = ext_wdata[3] && ext_wstrb[0];
    wire write_save = ext_wdata[6] && ext_wstrb[0];
    // the settings after this write (SRC, MODE and RESUME in byte lane 0, SLOT in lane 1)
    wire       next_src = ext_wstrb[0] ? write_src : source_stream_q;
    wire [1:0] next_mode = ext_wstrb[0] ? ext_wdata[5:4] : mode_q;
    wire       next_resume = ext_wstrb[0] ? ext_wdata[7] : resume_q;
    wire [3:0] next_slot = ext_wstrb[1] ? ext_wdata[11:8] : slot_q;
    wire settings_change = (next_src != source_stream_q) || (next_mode != mode_q) ||
                           (next_resume != resume_q) || (next_slot != slot_q);
    // (save and restore, below) a resumed message needs the feature, HASH and a LENGTH of
    // whole blocks; SAVE needs an open HASH message none of whose DMA beats broke a rule
    wire resume_refused;
    wire save_refused;
    // what the core does: a hash core HASHes; an HMAC core does the rest on its key
    // contexts, whose keys come through the KEY window only
    wire mode_unsupported = (KEY_SLOTS == 0) ? (next_mode != MODE_HASH) :
        ((next_mode == MODE_HASH) || ({4'd0, next_slot} >= KEY_SLOTS[7:0]) ||
         (next_src && next_mode[1]));
    // settings may change only while no operation is open; START only then; FINISH only
    // in an open one from the window; never START and FINISH at once
    wire ctrl_refused = !write_abort && (
        (settings_change && message_q != M_IDLE) ||
        (write_start && (message_q != M_IDLE || write_finish || write_save ||
                         mode_unsupported || (next_resume && resume_refused))) ||
        (write_finish && (message_q != M_OPEN || source_stream_q || write_save)) ||
        (write_save && save_refused));
    wire data_refused = (message_q != M_OPEN) || source_stream_q || mode_q[1];
    wire key_refused = (message_q != M_OPEN) || (mode_q != MODE_KEY);
    // FINISH, an HMAC save and DATA writes put a beat into the FIFO: they wait for room
    wire write_last_beat = write_finish || (write_save && (SAVE_ENDS != 0));
    assign ctrl_ack = ctrl_rd_req ||
                      (ctrl_wr_req && (ctrl_refused || !write_last_beat || fifo_in_ready));
    assign ctrl_err = ctrl_wr_req && ctrl_refused;
    assign data_ack = data_wr_req && (data_refused || fifo_in_ready);
    assign data_err = data_wr_req && data_refused;
    assign key_ack = key_wr_req && (key_refused || fifo_in_ready);
    assign key_err = key_wr_req && key_refused;

    wire abort = ctrl_wr_req && write_abort;
    wire start = ctrl_wr_req && ctrl_ack && !ctrl_refused && write_start;
    wire finish = ctrl_wr_req && ctrl_ack && !ctrl_refused && write_finish;
    wire save = ctrl_wr_req && ctrl_ack && !ctrl_refused && write_save;
    // the last beat the window sends: FINISH's, or the one an HMAC save ends the message with
    wire save_ends = save && (SAVE_ENDS != 0);
    wire send_last = finish || save_ends;
    wire data_write = (data_wr_req && data_ack && !data_refused) ||
                      (key_wr_req && key_ack && !key_refused);

    // ---- message bytes: the packer (DATA window) or the stream port, into the FIFO -----
    wire [31:0] pack_data;
    wire [3:0]  pack_keep;
    wire        pack_last, pack_valid;
    hc_accel_pack u_pack (
        .clk       (clk),
        .rst_n     (rst_n),
        .clear     (abort || start || save_done),
        .write_data(ext_wdata),
        .write_strb(ext_wstrb),
        .write     (data_write),
        .finish    (send_last),
        .beat_data (pack_data),
        .beat_keep (pack_keep),
        .beat_last (pack_last),
        .beat_valid(pack_valid)
    );

    // (an HMAC save of a DMA message sends its last beat from the window: the port
    // takes no beat while a CTRL write is answered)
    wire stream_open = (message_q == M_OPEN) && source_stream_q;
    assign s_axis_tready = stream_open && fifo_in_ready && !((SAVE_ENDS != 0) && ctrl_wr_req);
    wire stream_beat = s_axis_tvalid && s_axis_tready;
    wire from_stream = source_stream_q && !save_ends;

    wire [31:0] fifo_in_data = from_stream ? s_axis_tdata : pack_data;
    wire [3:0]  fifo_in_keep = from_stream ? s_axis_tkeep : pack_keep;
    wire        fifo_in_last = from_stream ? s_axis_tlast : pack_last;
    wire        fifo_in_valid = from_stream ? stream_beat : pack_valid;

    hc_accel_fifo #(
        .DEPTH(FIFO_DEPTH)
    ) u_fifo (
        .clk      (clk),
        .rst_n    (rst_n),
        .clear    (abort || save_done),
        .in_data  (fifo_in_data),
        .in_keep  (fifo_in_keep),
        .in_last  (fifo_in_last),
        .in_valid (fifo_in_valid),
        .in_ready (fifo_in_ready),
        .out_data (core_tdata),
        .out_keep (core_tkeep),
        .out_last (core_tlast),
        .out_valid(core_tvalid),
        .out_ready(core_tready),
        .level_q  (fifo_level)
    );

    // the FIFO's last beat left and none came in, in an open message: the CPU may write more
    assign fifo_ran_empty = (message_q == M_OPEN) && (fifo_level == 8'd1) && core_tvalid &&
                            core_tready && !fifo_in_valid;

    assign core_ready = 1'b1;
    assign core_top = (mode_q == MODE_KEY) ? 2'd1 : (mode_q == MODE_WIPE) ? 2'd2 : 2'd0;
    assign core_tkey = slot_q;
    assign core_rst_n = core_rst_n_q;

    always @(posedge clk) begin
        if (!rst_n) begin
            message_q <= M_IDLE;
            source_stream_q <= 1'b0;
            mode_q <= MODE_HASH;
            slot_q <= 4'd0;
            resume_q <= 1'b0;
            done_q <= 1'b0;
            error_q <= 1'b0;
            core_rst_n_q <= 1'b0;
        end else begin
            // (a hash save's reset clock drops the bytes of the block the core had begun)
            core_rst_n_q <= !(abort || (save_done && (SAVE_ENDS == 0)));
            if (abort) begin
                message_q <= M_IDLE;
                done_q <= 1'b0;
                error_q <= 1'b0;
            end else begin
                if (ctrl_wr_req && ctrl_ack && !ctrl_refused) begin
                    source_stream_q <= next_src;
                    mode_q <= next_mode;
                    resume_q <= next_resume;
                    slot_q <= next_slot;
                end
                if (start) begin
                    message_q <= M_OPEN;
                    done_q <= 1'b0;
                    error_q <= 1'b0;
                end
                if (finish || (stream_beat && s_axis_tlast)) message_q <= M_CLOSING;
                if (save) message_q <= M_SAVING;
                if (op_done) begin
                    message_q <= M_IDLE;
                    done_q <= 1'b1;
                    error_q <= digest_shown && core_error;
                end
            end
        end
    end

    // ---- save and restore: CV, LENGTH and the count of blocks not yet hashed -----------
    // CV and LENGTH answer every read at once; writes only while no operation is open and
    // only on an accelerator that saves (else SLVERR, nothing written)
    wire state_write_refused = (message_q != M_IDLE) || (SAVE == 0);
    wire cv_write = cv_wr_req && !state_write_refused;
    wire length_lo_write = length_lo_wr_req && !state_write_refused;
    wire length_hi_write = length_hi_wr_req && !state_write_refused;
    assign cv_ack = cv_rd_req || cv_wr_req;
    assign cv_err = cv_wr_req && state_write_refused;
    assign length_lo_ack = length_lo_rd_req || length_lo_wr_req;
    assign length_lo_err = length_lo_wr_req && state_write_refused;
    assign length_hi_ack = length_hi_rd_req || length_hi_wr_req;
    assign length_hi_err = length_hi_wr_req && state_write_refused;

    generate
        if (STATE_BITS > 0) begin : g_save
            localparam integer PAIR_W = STATE_BITS / 4;       // {H_k, H_k+4}
            localparam integer WORD_W = STATE_BITS / 8;       // H_k: 32 or 64 bits
            localparam integer WORD_BYTES = WORD_W / 8;
            localparam integer STATE_BYTES = STATE_BITS / 8;
            // blocks that can have entered and not be hashed: the FIFO's, the padding
            // unit's two (accumulator, output register) and the core's, and one spare
            localparam integer OPEN_W = $clog2(FIFO_DEPTH * 4 / BLOCK_BYTES + 4) + 1;
            localparam [60:0] BLOCK = {53'd0, BLOCK_BYTES[7:0]};

            reg [60:0]          length_q;       // LENGTH
            reg [60:0]          hashed_q;       // bytes the chaining value covers
            reg                 from_cv_q;      // the open message starts from CV
            reg [BLOCK_LOG-1:0] part_q;         // the message's bytes entered, mod the block
            reg [OPEN_W-1:0]    blocks_open_q;  // whole blocks entered and not yet hashed
            reg                 broken_q;       // a DMA beat of the message broke a rule
            wire [STATE_BITS-1:0] cv;           // CV: H_0 in the MSBs, as the digest

            // CV follows the core's chaining value through the message's blocks, up to
            // the last whole block of a save, and only in a HASH or HMAC message. (A key
            // load's states never reach it: the HMAC top gives its inner blocks' only,
            // hc_hmac_sha2_state_stream, also for a key load still in the core.)
            wire cv_follows = !mode_q[1] && (message_q == M_OPEN ||
                              (message_q == M_SAVING && blocks_open_q != {OPEN_W{1'b0}}));
            wire cv_st_we = core_st_we && cv_follows;

            // CV byte j (byte j of the state, H_0 first): the core writes it after each
            // block (with its pair, or with the whole state); a CV write (bus word j / 4,
            // lane j % 4) while idle. Reset and a HASH or HMAC message that does not
            // resume clear it, so CV reads 0 until the message's first block is hashed: a
            // save before that gives 0 with LENGTH 0, never an older message's state (a
            // key load or wipe leaves CV as it is). The clear is registered, a clock after
            // START (no block of the message is hashed, no CV write taken, that early), so
            // that the bus decode does not steer every CV byte
            reg cv_clear_q;
            always @(posedge clk) cv_clear_q <= start && !next_resume && !next_mode[1];
            genvar j;
            for (j = 0; j < STATE_BYTES; j = j + 1) begin : g_cv_byte
                localparam integer H = j / WORD_BYTES;
                localparam integer PAIR = H % 4;
                // the byte's MSB in what the core writes: in a pair H_k is the upper half
                // and H_k+4 the lower; the whole state in the digest's order
                localparam integer DATA_BIT = (STATE_PAIRS == 0) ? STATE_BITS - 1 - 8 * j :
                    ((H < 4) ? PAIR_W : WORD_W) - 1 - 8 * (j % WORD_BYTES);
                localparam integer BUS_WORD = j / 4;
                localparam integer LANE = j % 4;
                wire written = cv_st_we && (STATE_PAIRS == 0 || core_st_word == PAIR[1:0]);
                reg [7:0] byte_q;
                always @(posedge clk) begin
                    if (!rst_n || cv_clear_q)
                        byte_q <= 8'd0;
                    else if (written)
                        byte_q <= core_st_data[DATA_BIT -: 8];
                    else if (cv_write && cv_wr_index == BUS_WORD[3:0] && ext_wstrb[LANE])
                        byte_q <= ext_wdata[8*LANE +: 8];
                end
                assign cv[STATE_BITS-1-8*j -: 8] = byte_q;
            end

            // CV words: byte 4n in bits 7:0 (as DIGEST); words past the state read 0
            wire [511:0] cv_words;
            for (j = 0; j < 64; j = j + 1) begin : g_cv_word_byte
                if (j < STATE_BYTES) begin : g_byte
                    assign cv_words[8*j +: 8] = cv[STATE_BITS-1-8*j -: 8];
                end else begin : g_zero
                    assign cv_words[8*j +: 8] = 8'd0;
                end
            end
            assign cv_rdata = cv_words[32*cv_rd_index +: 32];
            assign length_lo_rdata = length_q[31:0];
            assign length_hi_rdata = {3'd0, length_q[60:32]};

            if (STATE_PAIRS != 0) begin : g_cv_pairs
                // the starting value, pair cv_word two clocks after the core asks (its
                // rule: hc_sha2_core, cv_pair); the core asks only while H is loading, so
                // the registers follow it every clock
                reg [1:0]        cv_word_q;  // the pair the core reads (a clock ago)
                reg [PAIR_W-1:0] cv_pair_q;
                always @(posedge clk) begin
                    cv_word_q <= core_cv_word;
                    case (cv_word_q)
                        2'd0: cv_pair_q <= {cv[STATE_BITS-1 -: WORD_W], cv[4*WORD_W-1 -: WORD_W]};
                        2'd1: cv_pair_q <= {cv[7*WORD_W-1 -: WORD_W], cv[3*WORD_W-1 -: WORD_W]};
                        2'd2: cv_pair_q <= {cv[6*WORD_W-1 -: WORD_W], cv[2*WORD_W-1 -: WORD_W]};
                        default: cv_pair_q <= {cv[5*WORD_W-1 -: WORD_W], cv[WORD_W-1:0]};
                    endcase
                end
                assign core_cv_data = cv_pair_q;
            end else begin : g_cv_whole
                // the whole state, held: CV changes only after the resumed message's
                // first block is hashed, long after the core copied it
                assign core_cv_data = cv;
                wire [1:0] unused_cv_word = core_cv_word;
            end
            assign core_resume = from_cv_q;
            assign core_resume_bytes = length_q;
            wire unused_cv_rd = core_cv_rd;

            // a beat entering the FIFO in the open message, and its bytes
            wire       entered = fifo_in_valid && (message_q == M_OPEN);
            wire [2:0] entered_bytes = {2'd0, fifo_in_keep[0]} + {2'd0, fifo_in_keep[1]} +
                                       {2'd0, fifo_in_keep[2]} + {2'd0, fifo_in_keep[3]};
            wire [BLOCK_LOG:0] part_sum = {1'b0, part_q} + {{(BLOCK_LOG-2){1'b0}}, entered_bytes};
            wire block_entered = entered && part_sum[BLOCK_LOG];
            // a block of the message hashed: the core writes its last pair (pair 0), or
            // its whole state
            wire block_hashed = cv_st_we && (STATE_PAIRS == 0 || core_st_word == 2'd0);
            // a hash save ends when the last whole block is hashed; an HMAC save when the
            // MAC of the message it ended comes (it is discarded)
            assign save_done = (message_q == M_SAVING) && ((SAVE_ENDS != 0) ? digest_taken :
                               (blocks_open_q == {OPEN_W{1'b0}}));
            assign resume_refused = next_mode[1] || (length_q[BLOCK_LOG-1:0] != 0);
            assign save_refused = (message_q != M_OPEN) || mode_q[1] || broken_q;

            always @(posedge clk) begin
                if (!rst_n) begin
                    length_q <= 61'd0;
                    from_cv_q <= 1'b0;
                end else if (start) begin
                    // LENGTH: the bytes before the message (0 unless it resumes)
                    if (!next_resume) length_q <= 61'd0;
                    from_cv_q <= next_resume && (length_q != 61'd0);
                end else if (save_done) begin
                    length_q <= hashed_q;
                    from_cv_q <= 1'b0;
                end else if (length_lo_write || length_hi_write) begin
                    if (length_lo_write && ext_wstrb[0]) length_q[7:0] <= ext_wdata[7:0];
                    if (length_lo_write && ext_wstrb[1]) length_q[15:8] <= ext_wdata[15:8];
                    if (length_lo_write && ext_wstrb[2]) length_q[23:16] <= ext_wdata[23:16];
                    if (length_lo_write && ext_wstrb[3]) length_q[31:24] <= ext_wdata[31:24];
                    if (length_hi_write && ext_wstrb[0]) length_q[39:32] <= ext_wdata[7:0];
                    if (length_hi_write && ext_wstrb[1]) length_q[47:40] <= ext_wdata[15:8];
                    if (length_hi_write && ext_wstrb[2]) length_q[55:48] <= ext_wdata[23:16];
                    if (length_hi_write && ext_wstrb[3]) length_q[60:56] <= ext_wdata[28:24];
                end
                if (!rst_n || abort) begin
                    blocks_open_q <= {OPEN_W{1'b0}};
                    broken_q <= 1'b0;
                    part_q <= {BLOCK_LOG{1'b0}};
                end else if (start) begin
                    blocks_open_q <= {OPEN_W{1'b0}};
                    broken_q <= 1'b0;
                    part_q <= {BLOCK_LOG{1'b0}};
                end else begin
                    if (entered) part_q <= part_sum[BLOCK_LOG-1:0];
                    if (block_entered && !block_hashed)
                        blocks_open_q <= blocks_open_q + 1'b1;
                    else if (block_hashed && !block_entered)
                        blocks_open_q <= blocks_open_q - 1'b1;
                    // docs/interface.md: a beat before the last carries 4 bytes
                    if (stream_beat && !s_axis_tlast && s_axis_tkeep != 4'hF)
                        broken_q <= 1'b1;
                end
            end
            // datapath: hashed_q is read only through a save of the open message
            always @(posedge clk) begin
                if (start)
                    hashed_q <= next_resume ? length_q : 61'd0;
                else if (block_hashed)
                    hashed_q <= hashed_q + BLOCK;
            end
        end else begin : g_no_save
            assign cv_rdata = 32'd0;
            assign length_lo_rdata = 32'd0;
            assign length_hi_rdata = 32'd0;
            assign core_cv_data = 1'b0;
            assign core_resume = 1'b0;
            assign core_resume_bytes = 61'd0;
            assign save_done = 1'b0;
            assign resume_refused = 1'b1;
            assign save_refused = 1'b1;
            wire unused_save = &{1'b0, core_cv_rd, core_cv_word, core_st_we, core_st_word,
                                 core_st_data, cv_write, cv_wr_index, cv_rd_index,
                                 length_lo_write, length_hi_write, next_resume};
        end
    endgenerate

    // datapath: read only once STATUS.DONE says it holds a digest
    always @(posedge clk) begin
        if (digest_shown) digest_q <= core_digest;
    end
endmodule
`default_nettype wire
