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
module hc_accel #(
    // the core's m_digest width: a multiple of 32, 32 .. 512
    parameter DIGEST_BITS = 256,
    // input FIFO beats: a power of two, 2 .. 128
    parameter FIFO_DEPTH  = 16,
    // AXI4-Lite address width (hc_accel_regs: at least the map's 7 bits)
    parameter ADDR_W      = 7,
    // 0: a hash core (CTRL.MODE HASH); 1 .. 16: an HMAC core with this many key contexts
    parameter KEY_SLOTS   = 0
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
    endgenerate

    localparam integer DIGEST_BYTES = DIGEST_BITS / 8;

    // ---- message state ------------------------------------------------------------------
    localparam [1:0] M_IDLE = 2'd0;     // no message open
    localparam [1:0] M_OPEN = 2'd1;     // bytes are taken
    localparam [1:0] M_CLOSING = 2'd2;  // the last beat is in: waiting for the digest
    // CTRL.MODE (1 is HMAC: core_top 0, as HASH)
    localparam [1:0] MODE_HASH = 2'd0;
    localparam [1:0] MODE_KEY  = 2'd2;
    localparam [1:0] MODE_WIPE = 2'd3;
    reg [1:0] message_q;
    reg       source_stream_q;          // CTRL.SRC
    reg [1:0] mode_q;                   // CTRL.MODE
    reg [3:0] slot_q;                   // CTRL.SLOT
    reg       done_q;                   // STATUS.DONE
    reg       error_q;                  // STATUS.ERROR
    reg       core_rst_n_q;
    reg [DIGEST_BITS-1:0] digest_q;

    // ---- register decode ----------------------------------------------------------------
    wire [31:0] ext_wdata;
    wire [3:0]  ext_wstrb;
    wire        ctrl_wr_req, ctrl_rd_req, data_wr_req, key_wr_req;
    wire        ctrl_ack, ctrl_err, data_ack, data_err, key_ack, key_err;
    wire        int_enable_done_q, int_enable_fifo_empty_q, int_enable_error_q;
    wire        int_status_done_q, int_status_fifo_empty_q, int_status_error_q;
    wire        bus_error;
    wire [7:0]  fifo_level;
    wire        fifo_in_ready;
    // core_ready is always high; a digest shown while the core is held in reset (the clock
    // after ABORT) belongs to the dropped message
    wire        digest_taken = core_valid && core_rst_n_q;
    // KEY and WIPE give no output: they are complete once the core has their last beat
    wire        key_op_taken = mode_q[1] && (message_q == M_CLOSING) && core_tvalid &&
                               core_tready && core_tlast;
    wire        op_done = digest_taken || key_op_taken;
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
        .ctrl_rdata             ({20'd0, slot_q, 2'd0, mode_q, 3'd0, source_stream_q}),
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
        .int_status_error_set   (bus_error || (digest_taken && core_error)),
        .int_status_error_q     (int_status_error_q),
        .data_wr_req            (data_wr_req),
        .data_ack               (data_ack),
        .data_err               (data_err),
        .info_digest_bytes      (DIGEST_BYTES[7:0]),
        .info_fifo_depth        (FIFO_DEPTH[7:0]),
        .info_key_slots         (KEY_SLOTS[7:0]),
        .key_wr_req             (key_wr_req),
        .key_ack                (key_ack),
        .key_err                (key_err),
        .digest_bytes           (digest_words),
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
    // the settings after this write (SRC and MODE in byte lane 0, SLOT in lane 1)
    wire       next_src = ext_wstrb[0] ? write_src : source_stream_q;
    wire [1:0] next_mode = ext_wstrb[0] ? ext_wdata[5:4] : mode_q;
    wire [3:0] next_slot = ext_wstrb[1] ? ext_wdata[11:8] : slot_q;
    wire settings_change = (next_src != source_stream_q) || (next_mode != mode_q) ||
                           (next_slot != slot_q);
    // what the core does: a hash core HASHes; an HMAC core does the rest on its key
    // contexts, whose keys come through the KEY window only
    wire mode_unsupported = (KEY_SLOTS == 0) ? (next_mode != MODE_HASH) :
        ((next_mode == MODE_HASH) || ({4'd0, next_slot} >= KEY_SLOTS[7:0]) ||
         (next_src && next_mode[1]));
    // settings may change only while no operation is open; START only then; FINISH only
    // in an open one from the window; never START and FINISH at once
    wire ctrl_refused = !write_abort && (
        (settings_change && message_q != M_IDLE) ||
        (write_start && (message_q != M_IDLE || write_finish || mode_unsupported)) ||
        (write_finish && (message_q != M_OPEN || source_stream_q)));
    wire data_refused = (message_q != M_OPEN) || source_stream_q || mode_q[1];
    wire key_refused = (message_q != M_OPEN) || (mode_q != MODE_KEY);
    // FINISH and DATA writes put a beat into the FIFO: they wait for room
    assign ctrl_ack = ctrl_rd_req ||
                      (ctrl_wr_req && (ctrl_refused || !write_finish || fifo_in_ready));
    assign ctrl_err = ctrl_wr_req && ctrl_refused;
    assign data_ack = data_wr_req && (data_refused || fifo_in_ready);
    assign data_err = data_wr_req && data_refused;
    assign key_ack = key_wr_req && (key_refused || fifo_in_ready);
    assign key_err = key_wr_req && key_refused;

    wire abort = ctrl_wr_req && write_abort;
    wire start = ctrl_wr_req && ctrl_ack && !ctrl_refused && write_start;
    wire finish = ctrl_wr_req && ctrl_ack && !ctrl_refused && write_finish;
    wire data_write = (data_wr_req && data_ack && !data_refused) ||
                      (key_wr_req && key_ack && !key_refused);

    // ---- message bytes: the packer (DATA window) or the stream port, into the FIFO -----
    wire [31:0] pack_data;
    wire [3:0]  pack_keep;
    wire        pack_last, pack_valid;
    hc_accel_pack u_pack (
        .clk       (clk),
        .rst_n     (rst_n),
        .clear     (abort || start),
        .write_data(ext_wdata),
        .write_strb(ext_wstrb),
        .write     (data_write),
        .finish    (finish),
        .beat_data (pack_data),
        .beat_keep (pack_keep),
        .beat_last (pack_last),
        .beat_valid(pack_valid)
    );

    wire stream_open = (message_q == M_OPEN) && source_stream_q;
    assign s_axis_tready = stream_open && fifo_in_ready;
    wire stream_beat = s_axis_tvalid && s_axis_tready;

    wire [31:0] fifo_in_data = source_stream_q ? s_axis_tdata : pack_data;
    wire [3:0]  fifo_in_keep = source_stream_q ? s_axis_tkeep : pack_keep;
    wire        fifo_in_last = source_stream_q ? s_axis_tlast : pack_last;
    wire        fifo_in_valid = source_stream_q ? stream_beat : pack_valid;

    hc_accel_fifo #(
        .DEPTH(FIFO_DEPTH)
    ) u_fifo (
        .clk      (clk),
        .rst_n    (rst_n),
        .clear    (abort),
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
            done_q <= 1'b0;
            error_q <= 1'b0;
            core_rst_n_q <= 1'b0;
        end else begin
            core_rst_n_q <= !abort;
            if (abort) begin
                message_q <= M_IDLE;
                done_q <= 1'b0;
                error_q <= 1'b0;
            end else begin
                if (ctrl_wr_req && ctrl_ack && !ctrl_refused) begin
                    source_stream_q <= next_src;
                    mode_q <= next_mode;
                    slot_q <= next_slot;
                end
                if (start) begin
                    message_q <= M_OPEN;
                    done_q <= 1'b0;
                    error_q <= 1'b0;
                end
                if (finish || (stream_beat && s_axis_tlast)) message_q <= M_CLOSING;
                if (op_done) begin
                    message_q <= M_IDLE;
                    done_q <= 1'b1;
                    error_q <= digest_taken && core_error;
                end
            end
        end
    end

    // datapath: read only once STATUS.DONE says it holds a digest
    always @(posedge clk) begin
        if (digest_taken) digest_q <= core_digest;
    end
endmodule
`default_nettype wire
