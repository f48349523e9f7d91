// hc_xof_file_tb: file-driven test bench for the extendable-output stream tops
// (hc_shake_stream: s_outlen in, an AXI4-Stream of output beats out; docs/sha3.md).
// The sibling of hc_stream_tb.v (which serves the m_digest cores), driven by
// hashcores.sim.filehash in the same way; plain Verilog for Icarus (-g2012) and Verilator
// (--binary --timing).
//
// Defines (compile time): HC_TOP, HC_DATA_W, HC_TID_W, HC_OUT_W, HC_OUTLEN_W, HC_PARAMS, as
// tb/hc_xof_top_defines.vh says (its defaults: SHAKE128, 32 bits in, 64 out).
//
// Plusargs (run time):
//   +out=<file>      output log (required)
//   +list=<file>     one line per message, "<bytes> <tid> <output bytes>" in decimal
//   +data=<file>     the messages' beats, as hc_stream_tb's MESSAGE mode (lane KB-1 first)
//   +monte=<file>    MONTE mode (SHA3VS SHAKE Monte, variable output length); the file holds
//       "<checkpoints> <steps> <min bytes> <max bytes> <first outlen> <tid> <seed hex>".
//       Each step hashes Msg (16 bytes) with outlen bytes out; the next Msg is the first
//       16 bytes of the output (zero-filled when shorter), the next outlen is
//       min + (last two output bytes, big-endian) mod (max - min + 1). A checkpoint is the
//       output of its last step, whose beats are logged as K lines; the chain runs here.
//   +seed=<n> +in_stall=<n> +out_stall=<n> +timeout=<n>   as hc_stream_tb
//
// Output log lines (cycle = rising edges since reset released, counted from 1):
//   I <message> <cycle its first beat was taken>
//   B <m_tdata hex> <m_tkeep hex> <m_tlast> <m_tid> <m_error> <cycle>   (every output beat)
//   K <m_tdata hex> <m_tkeep hex> <m_error>    (MONTE: the beats of a checkpoint's output)
//   C <checkpoint> <outlen>                     (MONTE: after its K lines)
//   END <cycles>  |  TIMEOUT <cycle> <inputs> <frames out>  |  FAIL <reason>
// s_outlen is held for the whole message, as the interface wants; a frame ends with the
// beat that has m_tlast = 1.
`timescale 1ns / 1ps
`default_nettype none

`include "hc_xof_top_defines.vh"

// Defined HC_EXTERNAL_CLOCK (on Verilator, hashcores.sim.filehash.bench), clk is an input
// toggled by tb/hc_file_tb_main.cpp, and the bench has no delay: Verilator then needs no
// --timing. Otherwise the clock is made here.
module hc_xof_file_tb
`ifdef HC_EXTERNAL_CLOCK
    (input wire clk)
`endif
;

    localparam integer DATA_W = `HC_DATA_W;
    localparam integer TID_W = `HC_TID_W;
    localparam integer OUT_W = `HC_OUT_W;
    localparam integer OUTLEN_W = `HC_OUTLEN_W;
    localparam integer KB = DATA_W / 8;
    localparam integer OB = OUT_W / 8;
    localparam integer TAIL = 64;

`ifndef HC_EXTERNAL_CLOCK
    reg clk = 1'b0;
    always #(`HC_HALF_PERIOD) clk = ~clk;
`endif
    reg rst_n = 1'b0;

    reg  [DATA_W-1:0]   s_tdata_q = {DATA_W{1'b0}};
    reg  [KB-1:0]       s_tkeep_q = {KB{1'b0}};
    reg                 s_tlast_q = 1'b0;
    reg  [TID_W-1:0]    s_tid_q = {TID_W{1'b0}};
    reg  [OUTLEN_W-1:0] s_outlen_q = {OUTLEN_W{1'b0}};
    reg                 s_tvalid_q = 1'b0;
    reg                 m_tready_q = 1'b0;
    wire                s_tready;
    wire [OUT_W-1:0]    m_tdata;
    wire [OB-1:0]       m_tkeep;
    wire                m_tlast;
    wire [TID_W-1:0]    m_tid;
    wire                m_error;
    wire                m_tvalid;

    `HC_TOP #(`HC_PARAMS) dut (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (s_tdata_q),
        .s_tkeep (s_tkeep_q),
        .s_tlast (s_tlast_q),
        .s_tid   (s_tid_q),
        .s_outlen(s_outlen_q),
        .s_tvalid(s_tvalid_q),
        .s_tready(s_tready),
        .m_tdata (m_tdata),
        .m_tkeep (m_tkeep),
        .m_tlast (m_tlast),
        .m_tid   (m_tid),
        .m_error (m_error),
        .m_tvalid(m_tvalid),
        .m_tready(m_tready_q)
    );

    integer out_fd, list_fd, data_fd, monte_fd;
    localparam integer WIN_BEATS = (16 + KB - 1) / KB;
    localparam integer PAD_W = WIN_BEATS * DATA_W;
    reg monte;
    integer monte_checks, monte_steps, monte_min, monte_max, monte_outlen, monte_tid;
    reg [127:0] monte_seed;
    reg [PAD_W-1:0] win;
    reg [31:0] lfsr;
    integer in_stall, out_stall, timeout;

    initial begin : cfg
        reg [1023:0] path;
        list_fd = 0;
        data_fd = 0;
        monte = 1'b0;
        open_run;
        if ($value$plusargs("monte=%s", path)) begin
            monte = 1'b1;
            monte_fd = $fopen(path, "r");
            if (monte_fd == 0 || $fscanf(monte_fd, "%d %d %d %d %d %d %h", monte_checks, monte_steps,
                                         monte_min, monte_max, monte_outlen, monte_tid,
                                         monte_seed) != 7) begin
                $fdisplay(out_fd, "FAIL cannot read the Monte file");
                $finish;
            end
            $fclose(monte_fd);
        end
        if ($value$plusargs("list=%s", path)) list_fd = $fopen(path, "r");
        if ($value$plusargs("data=%s", path)) data_fd = $fopen(path, "rb");
    end

    // reset held for four rising edges, released at the fourth (a counter, not a wait, so
    // that the bench has no timing control besides the clock)
    reg [2:0] reset_clocks = 3'd0;
    always @(posedge clk) begin
        if (!rst_n) begin
            reset_clocks <= reset_clocks + 3'd1;
            if (reset_clocks == 3'd3) rst_n <= 1'b1;
        end
    end

    integer cycle = 0;
    integer idle = 0;
    integer n_msgs = 0;
    integer n_out = 0;        // frames out (beats with m_tlast)
    integer bytes_left = 0;
    integer tail = 0;
    integer nbytes, tid, outlen, got;
    reg have_beat = 1'b0;
    reg beat_first = 1'b0;
    reg in_msg = 1'b0;
    reg in_done = 1'b0;
    reg valid_now = 1'b0;
    reg finished = 1'b0;
    reg [DATA_W-1:0] beat;
    reg [KB-1:0] keep;
    // MONTE
    integer beat_idx = 0;
    integer monte_check = 0, monte_step = 0, frame_pos = 0, used_outlen = 0, lane;
    reg monte_ready = 1'b0;
    reg [127:0] next_msg = 128'd0;
    reg [15:0] last2 = 16'd0;

    // The seed (hex, first byte leftmost) in lane order: message byte j in win[8j +: 8].
    task monte_start;
        integer k;
        begin
            win = {PAD_W{1'b0}};
            for (k = 0; k < 16; k = k + 1) win[8*k +: 8] = monte_seed[127-8*k -: 8];
            monte_ready = 1'b1;
        end
    endtask

`include "hc_file_tb_common.vh"

    task load_beat;
        begin
            if (!in_msg && monte) begin
                if (monte_ready && !in_done) begin
                    in_msg = 1'b1;
                    bytes_left = 16;
                    beat_idx = 0;
                    tid = monte_tid;
                    outlen = monte_outlen;
                    monte_ready = 1'b0;
                end
                beat_first = in_msg;
            end else if (!in_msg && !in_done) begin
                got = $fscanf(list_fd, "%d %d %d\n", nbytes, tid, outlen);
                if (got == 3) begin
                    in_msg = 1'b1;
                    bytes_left = nbytes;
                end else begin
                    in_done = 1'b1;
                end
                beat_first = in_msg;
            end
            if (in_msg) begin
                s_outlen_q <= outlen[OUTLEN_W-1:0];
                next_message_beat;
            end
        end
    endtask

    always @(posedge clk) begin
        if (!rst_n || finished) begin
            s_tvalid_q <= 1'b0;
            m_tready_q <= 1'b0;
        end else begin
            cycle = cycle + 1;
            idle = idle + 1;
            lfsr = xorshift(lfsr);

            if (m_tvalid && m_tready_q && !monte) begin
                idle = 0;
                $fdisplay(out_fd, "B %h %h %0d %0d %0d %0d", m_tdata, m_tkeep, m_tlast, m_tid,
                          m_error, cycle);
                if (m_tlast) n_out = n_out + 1;
            end
            if (m_tvalid && m_tready_q && monte) begin
                idle = 0;
                for (lane = 0; lane < OB; lane = lane + 1)
                    if (m_tkeep[lane]) begin
                        if (frame_pos < 16) next_msg[8*frame_pos +: 8] = m_tdata[8*lane +: 8];
                        last2 = {last2[7:0], m_tdata[8*lane +: 8]};
                        frame_pos = frame_pos + 1;
                    end
                if (monte_step == monte_steps - 1)
                    $fdisplay(out_fd, "K %h %h %0d", m_tdata, m_tkeep, m_error);
                if (m_tlast) begin
                    n_out = n_out + 1;
                    used_outlen = monte_outlen;
                    monte_outlen = monte_min + (last2 % (monte_max - monte_min + 1));
                    win = {PAD_W{1'b0}};
                    win[127:0] = next_msg;
                    next_msg = 128'd0;
                    frame_pos = 0;
                    monte_step = monte_step + 1;
                    if (monte_step == monte_steps) begin
                        $fdisplay(out_fd, "C %0d %0d", monte_check, used_outlen);
                        monte_check = monte_check + 1;
                        monte_step = 0;
                        if (monte_check == monte_checks) in_done = 1'b1;
                    end
                    monte_ready = 1'b1;
                end
            end

            if (valid_now && s_tready) begin
                idle = 0;
                if (beat_first) begin
                    $fdisplay(out_fd, "I %0d %0d", n_msgs, cycle);
                    n_msgs = n_msgs + 1;
                    beat_first = 1'b0;
                end
                have_beat = 1'b0;
                valid_now = 1'b0;
            end
            if (cycle == 1) begin
                // read here too: see hc_stream_tb.v (Verilator 5.006 and file handles)
                if (monte) monte_start;
                else if (list_fd == 0 || data_fd == 0) begin
                    $fdisplay(out_fd, "FAIL need readable +list= and +data=");
                    finished = 1'b1;
                end
            end
            if (!have_beat && !finished) load_beat;

            if (have_beat && !valid_now) valid_now = (lfsr[15:0] >= in_stall[15:0]);
            s_tvalid_q <= valid_now;
            m_tready_q <= (lfsr[31:16] >= out_stall[15:0]);

            end_of_clock;
        end
    end

endmodule

`default_nettype wire
