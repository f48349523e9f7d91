// hc_stream_tb: the bench around any hashcores stream top with an m_digest output
// (docs/interface.md), in two modes:
//
// * File mode (+out=<file> given): the bench below drives the top from files and logs
//   what comes out (hashcores.sim.filehash writes the files and reads the log; it can be
//   run by hand too, defaults SHA-256 on a 32-bit stream). The ports are not used.
// * Port mode (no +out=): the cocotb benches (tb/cocotb_stream.py,
//   tb/cocotb_interleave.py) drive the top through the ports; the file bench stays idle.
//
// The clock is made here in both modes: a clock in cocotb would wake Python twice a cycle,
// about a third of a stream test's run on Verilator (docs/verification.md, "Simulation
// speed"). One module for both keeps one copy of the clock, the DUT instance and the
// stream-top defines. Defined HC_EXTERNAL_CLOCK (the file mode on Verilator,
// hashcores.sim.filehash.bench) makes clk an input, toggled by tb/hc_file_tb_main.cpp:
// the bench then has no delay, and Verilator compiles and runs it without --timing.
//
// Plain Verilog for Icarus (-g2012) and Verilator.
//
// Defines (compile time): HC_TOP, HC_DATA_W, HC_TID_W, HC_DIGEST_BITS, HC_PARAMS and
// HC_HALF_PERIOD, as tb/hc_stream_top_defines.vh says (its defaults: SHA-256, 32 bits).
//
// Plusargs (run time):
//   +out=<file>      output log; selects the file mode
//   +list=<file> +data=<file>      MESSAGE mode
//       list: one line per message, "<bytes> <tid>" in decimal.
//       data: binary; each message as max(1, ceil(bytes/KB)) beats of KB = DATA_W/8 bytes,
//             a beat's bytes stored lane KB-1 first (so $fread of the DATA_W-bit beat gives
//             s_tdata with the first message byte in lane 0), the last beat zero-filled.
//   +beats=<file> +data=<file>     BEATS mode: messages interleaved beat by beat
//       beats: one line per beat, in the order sent: "<message> <tid> <bytes> <first> <last>"
//              (bytes: 0 .. KB carried by the beat; first/last: 1 on a message's first/last
//              beat). data: the beats in that order, KB bytes each, stored as in MESSAGE mode.
//       Beats are sent in file order; one that is not taken is held (AXI4-Stream), so
//       the order never depends on stalls.
//   +monte=<file>    MONTE mode; the file holds "<depth> <chains> <steps> <tid>", then per
//       chain "<checkpoints> <seed hex>". Each checkpoint of a chain sets MD[0..depth-1] =
//       its seed and hashes <steps> messages MD[i-depth] || ... || MD[i-1] (SHAVS: depth
//       3; SHA3VS: depth 1); the last digest is the checkpoint and the next seed. The
//       chains run here, at simulator speed, chain c on s_tid = tid + c, their messages
//       interleaved (a core with several contexts hashes one of each at a time; never
//       more chains than the core has contexts: docs/sha256_generator.md). Chain c's
//       next message is sent once its last digest is back.
//   +seed=<n>        stall generator seed (default 1)
//   +in_stall=<n>    probability n/65536 that s_tvalid stays low in a cycle (0: full speed)
//   +out_stall=<n>   probability n/65536 that m_ready is low in a cycle (0: always ready)
//   +timeout=<n>     cycles without any transfer before giving up (default 200000)
//
// Output log lines (cycle = rising edges since reset released, counted from 1):
//   I <message> <cycle its first beat was taken>     (MESSAGE: list order; BEATS: <message>)
//   O <digest hex> <m_tid> <m_error> <cycle the digest was taken>
//   C <chain> <checkpoint> <digest hex>                 (MONTE)
//   END <cycles>  |  TIMEOUT <cycle> <inputs> <outputs>  |  FAIL <reason>
`timescale 1ns / 1ps
`default_nettype none

`include "hc_stream_top_defines.vh"

// The file bench mixes integer counters with port-width fields throughout (byte counts,
// tids, chain numbers); Verilator's width warnings are off for this bench only. What it
// computes is checked by every test that compares its digests and cycle counts.
/* verilator lint_off WIDTH */

module hc_stream_tb (
`ifdef HC_EXTERNAL_CLOCK
    input  wire                       clk,
`else
    output reg                        clk,
`endif
    input  wire                       rst_n,
    input  wire [`HC_DATA_W-1:0]      s_tdata,
    input  wire [`HC_DATA_W/8-1:0]    s_tkeep,
    input  wire                       s_tlast,
    input  wire [`HC_TID_W-1:0]       s_tid,
    input  wire                       s_tvalid,
    output wire                       s_tready,
    output wire [`HC_DIGEST_BITS-1:0] m_digest,
    output wire [`HC_TID_W-1:0]       m_tid,
    output wire                       m_error,
    output wire                       m_valid,
    input  wire                       m_ready
);

    localparam integer DATA_W = `HC_DATA_W;
    localparam integer TID_W = `HC_TID_W;
    localparam integer DB = `HC_DIGEST_BITS;
    localparam integer KB = DATA_W / 8;            // bytes per beat
    localparam integer DBYTES = DB / 8;
    localparam integer MAX_DEPTH = 3;              // longest Monte window (SHAVS)
    localparam integer MAX_CHAINS = 16;            // Monte chains run side by side
    localparam integer WIN_W = MAX_DEPTH * DB;
    localparam integer WIN_BEATS = (WIN_W / 8 + KB - 1) / KB;
    localparam integer PAD_W = WIN_BEATS * DATA_W;
    localparam integer TAIL = 64;                  // cycles watched for extra outputs at the end

    // ---- clock, mode, reset, DUT --------------------------------------------------------
    // half clock period in ns: HC_HALF_PERIOD (tb/hc_stream_top_defines.vh)
`ifndef HC_EXTERNAL_CLOCK
    initial clk = 1'b0;
    always #(`HC_HALF_PERIOD) clk = ~clk;
`endif
    // file mode: +out= given (read at time 0; the DUT is in reset until later either way)
    reg file_mode = 1'b0;
    initial file_mode = $test$plusargs("out=");
    reg file_rst_n = 1'b0;

    reg  [DATA_W-1:0] s_tdata_q = {DATA_W{1'b0}};
    reg  [KB-1:0]     s_tkeep_q = {KB{1'b0}};
    reg               s_tlast_q = 1'b0;
    reg  [TID_W-1:0]  s_tid_q = {TID_W{1'b0}};
    reg               s_tvalid_q = 1'b0;
    reg               m_ready_q = 1'b0;
    wire              dut_s_tready;
    wire [DB-1:0]     dut_m_digest;
    wire [TID_W-1:0]  dut_m_tid;
    wire              dut_m_error;
    wire              dut_m_valid;

    // the DUT's inputs: the file bench's registers in file mode, else the ports
    reg               dut_rst_n;
    reg  [DATA_W-1:0] dut_s_tdata;
    reg  [KB-1:0]     dut_s_tkeep;
    reg               dut_s_tlast;
    reg  [TID_W-1:0]  dut_s_tid;
    reg               dut_s_tvalid;
    reg               dut_m_ready;
    always @(*) begin
        if (file_mode) begin
            dut_rst_n    = file_rst_n;
            dut_s_tdata  = s_tdata_q;
            dut_s_tkeep  = s_tkeep_q;
            dut_s_tlast  = s_tlast_q;
            dut_s_tid    = s_tid_q;
            dut_s_tvalid = s_tvalid_q;
            dut_m_ready  = m_ready_q;
        end else begin
            dut_rst_n    = rst_n;
            dut_s_tdata  = s_tdata;
            dut_s_tkeep  = s_tkeep;
            dut_s_tlast  = s_tlast;
            dut_s_tid    = s_tid;
            dut_s_tvalid = s_tvalid;
            dut_m_ready  = m_ready;
        end
    end

    `HC_TOP #(`HC_PARAMS) dut (
        .clk     (clk),
        .rst_n   (dut_rst_n),
        .s_tdata (dut_s_tdata),
        .s_tkeep (dut_s_tkeep),
        .s_tlast (dut_s_tlast),
        .s_tid   (dut_s_tid),
        .s_tvalid(dut_s_tvalid),
        .s_tready(dut_s_tready),
        .m_digest(dut_m_digest),
        .m_tid   (dut_m_tid),
        .m_error (dut_m_error),
        .m_valid (dut_m_valid),
        .m_ready (dut_m_ready)
    );

    // Port mode: what the cocotb benches read at a rising edge is what the top showed
    // just before it (its flip-flops sample the same values). Icarus calls cocotb back on
    // the clock's change, before the flip-flops update: the top's outputs are read as
    // they are. Verilator evaluates the whole time step first, the edge included, and
    // only then calls cocotb back: there the outputs are passed through registers of this
    // clock, which hold the values from before the edge.
`ifdef VERILATOR
    reg                       s_tready_q;
    reg [`HC_DIGEST_BITS-1:0] m_digest_q;
    reg [`HC_TID_W-1:0]       m_tid_q;
    reg                       m_error_q;
    reg                       m_valid_q;
    always @(posedge clk) begin
        s_tready_q <= dut_s_tready;
        m_digest_q <= dut_m_digest;
        m_tid_q    <= dut_m_tid;
        m_error_q  <= dut_m_error;
        m_valid_q  <= dut_m_valid;
    end
    assign s_tready = s_tready_q;
    assign m_digest = m_digest_q;
    assign m_tid    = m_tid_q;
    assign m_error  = m_error_q;
    assign m_valid  = m_valid_q;
`else
    assign s_tready = dut_s_tready;
    assign m_digest = dut_m_digest;
    assign m_tid    = dut_m_tid;
    assign m_error  = dut_m_error;
    assign m_valid  = dut_m_valid;
`endif

    // The digest in lane order (first byte lowest), as the next Monte message wants it.
    wire [DB-1:0] m_digest_lanes;
    genvar g;
    generate
        for (g = 0; g < DBYTES; g = g + 1) begin : g_rev
            assign m_digest_lanes[8*g +: 8] = dut_m_digest[DB-1-8*g -: 8];
        end
    endgenerate

    // ---- configuration ------------------------------------------------------------------
    integer out_fd, list_fd, data_fd, monte_fd;
    reg monte;
    reg beats;                                     // BEATS mode (else MESSAGE or MONTE)
    reg [31:0] lfsr;
    integer in_stall, out_stall, timeout;
    integer monte_depth, monte_chains, monte_steps, monte_tid;
    reg [PAD_W-1:0] win;                           // Monte message being sent, lane order
    // per chain: its window (the next message), seed, checkpoints to go and done,
    // messages of this checkpoint done, and whether its next message waits in its window
    reg [PAD_W-1:0] chain_win [0:MAX_CHAINS-1];
    reg [DB-1:0]    chain_seed [0:MAX_CHAINS-1];
    integer         chain_checks [0:MAX_CHAINS-1];
    integer         chain_check [0:MAX_CHAINS-1];
    integer         chain_step [0:MAX_CHAINS-1];
    reg             chain_ready [0:MAX_CHAINS-1];

    initial begin : cfg
        reg [1023:0] path;
        integer c, checks;
        reg [DB-1:0] seed;
        monte = 1'b0;
        beats = 1'b0;
        list_fd = 0;
        data_fd = 0;
        if (!$test$plusargs("out=")) begin
            // port mode: nothing to open, the cocotb benches drive the top
        end else begin
            open_run;
            if ($value$plusargs("monte=%s", path)) begin
                monte = 1'b1;
                monte_fd = $fopen(path, "r");
                if (monte_fd == 0 || $fscanf(monte_fd, "%d %d %d %d", monte_depth, monte_chains,
                                             monte_steps, monte_tid) != 4) begin
                    $fdisplay(out_fd, "FAIL cannot read the Monte file");
                    $finish;
                end
                if (monte_depth < 1 || monte_depth > MAX_DEPTH) begin
                    $fdisplay(out_fd, "FAIL Monte depth %0d out of range", monte_depth);
                    $finish;
                end
                if (monte_chains < 1 || monte_chains > MAX_CHAINS) begin
                    $fdisplay(out_fd, "FAIL Monte chains %0d out of range", monte_chains);
                    $finish;
                end
                for (c = 0; c < monte_chains; c = c + 1) begin
                    // (read into plain variables: Verilator 5.006 does not write array
                    // elements from $fscanf)
                    if ($fscanf(monte_fd, "%d %h", checks, seed) != 2) begin
                        $fdisplay(out_fd, "FAIL cannot read Monte chain %0d", c);
                        $finish;
                    end
                    chain_checks[c] = checks;
                    chain_seed[c] = seed;
                    chain_check[c] = 0;
                    chain_step[c] = 0;
                    chain_ready[c] = 1'b0;
                end
                $fclose(monte_fd);
            end else begin
                if ($value$plusargs("beats=%s", path)) begin
                    beats = 1'b1;
                    list_fd = $fopen(path, "r");
                end else if ($value$plusargs("list=%s", path)) list_fd = $fopen(path, "r");
                if ($value$plusargs("data=%s", path)) data_fd = $fopen(path, "rb");
            end
        end
    end

    // file mode: reset released at the 4th rising edge
    reg [2:0] reset_clocks = 3'd0;
    always @(posedge clk) begin
        if (file_mode && !file_rst_n) begin
            reset_clocks <= reset_clocks + 3'd1;
            if (reset_clocks == 3'd3) file_rst_n <= 1'b1;
        end
    end

    // ---- the bench: one clocked process ---------------------------------------------------
    // Internal state uses blocking assignments (read only here); DUT inputs use
    // non-blocking ones, so the DUT samples the values of before the edge.
    integer cycle = 0;
    integer idle = 0;
    integer n_msgs = 0;       // messages started (MESSAGE: lines read; MONTE: messages sent)
    integer n_out = 0;
    integer bytes_left = 0;   // bytes of the current message not yet loaded into a beat
    integer beat_idx = 0;     // beat of the current message (MONTE)
    integer tail = 0;
    integer nbytes, tid, got;
    integer beat_msg, beat_first_in, beat_last_in;   // BEATS: the fields of the beat's line
    integer chain = 0;        // MONTE: the chain of the message being sent
    integer chains_done = 0;
    reg have_beat = 1'b0;     // a beat is loaded in s_t*_q (shown or waiting to be shown)
    reg beat_first = 1'b0;    // ... and it is its message's first
    reg in_msg = 1'b0;        // a message is being loaded
    reg in_done = 1'b0;       // no message left to send
    reg valid_now = 1'b0;
    reg finished = 1'b0;
    reg [DATA_W-1:0] beat;
    reg [KB-1:0] keep;

`include "hc_file_tb_common.vh"

    // Chain c's window: `monte_depth` copies of its seed (lane order), starting a checkpoint.
    task monte_restart(input integer c);
        integer k, d;
        reg [PAD_W-1:0] w;
        begin
            w = {PAD_W{1'b0}};
            for (d = 0; d < monte_depth; d = d + 1)
                for (k = 0; k < DBYTES; k = k + 1)
                    w[d*DB + 8*k +: 8] = chain_seed[c][DB-1-8*k -: 8];
            chain_win[c] = w;
            chain_ready[c] = 1'b1;
        end
    endtask

    // MONTE: the chain whose message goes next, round robin after the last one sent;
    // -1 when none has a message waiting.
    function integer next_chain(input integer last);
        integer k, c;
        begin
            next_chain = -1;
            for (k = 1; k <= MAX_CHAINS; k = k + 1) begin
                c = (last + k) % MAX_CHAINS;
                if (next_chain < 0 && c < monte_chains && chain_ready[c]) next_chain = c;
            end
        end
    endfunction

    // BEATS mode: the next line of the beat list and its data; sets have_beat.
    task load_listed_beat;
        begin
            got = $fscanf(list_fd, "%d %d %d %d %d\n", beat_msg, tid, nbytes, beat_first_in,
                          beat_last_in);
            if (got != 5) begin
                in_done = 1'b1;
            end else begin
                got = $fread(beat, data_fd);
                if (got != KB) begin
                    $fdisplay(out_fd, "FAIL data file ends inside message %0d", beat_msg);
                    finished = 1'b1;
                end
                keep = lanes_below(nbytes);
                s_tdata_q <= beat;
                s_tkeep_q <= keep;
                s_tlast_q <= (beat_last_in != 0);
                s_tid_q <= tid[TID_W-1:0];
                beat_first = (beat_first_in != 0);
                have_beat = 1'b1;
            end
        end
    endtask

    // MESSAGE and MONTE modes: the next beat of the current message, or of the next one.
    task load_message_beat;
        begin
            if (!in_msg) begin
                if (monte) begin
                    got = next_chain(chain);
                    if (got >= 0) begin
                        chain = got;
                        in_msg = 1'b1;
                        bytes_left = monte_depth * DBYTES;
                        beat_idx = 0;
                        tid = monte_tid + chain;
                        win = chain_win[chain];
                        chain_ready[chain] = 1'b0;
                    end
                end else if (!in_done) begin
                    got = $fscanf(list_fd, "%d %d\n", nbytes, tid);
                    if (got == 2) begin
                        in_msg = 1'b1;
                        bytes_left = nbytes;
                    end else begin
                        in_done = 1'b1;
                    end
                end
                beat_first = in_msg;
            end
            if (in_msg) next_message_beat;
        end
    endtask

    // Load the next beat into `beat`/`keep` (and the s_t*_q registers); sets have_beat.
    task load_beat;
        begin
            if (beats) load_listed_beat;
            else load_message_beat;
        end
    endtask

    always @(posedge clk) begin
        if (!file_rst_n || finished) begin
            s_tvalid_q <= 1'b0;
            m_ready_q <= 1'b0;
        end else begin
            cycle = cycle + 1;
            idle = idle + 1;
            lfsr = xorshift(lfsr);

            // Output side: a digest is taken when m_valid and m_ready were high at this edge.
            if (dut_m_valid && m_ready_q) begin
                idle = 0;
                n_out = n_out + 1;
                if (monte) begin : digest_of_chain
                    // m_tid names the chain; shift its window by one digest, append the new one.
                    reg [PAD_W-1:0] w;
                    integer c;
                    c = (dut_m_tid - monte_tid[TID_W-1:0]) & ((1 << TID_W) - 1);
                    if (c >= monte_chains) begin
                        $fdisplay(out_fd, "FAIL digest on m_tid %0d: no Monte chain", dut_m_tid);
                        finished = 1'b1;
                    end else begin
                        w = chain_win[c] >> DB;
                        w[(monte_depth-1)*DB +: DB] = m_digest_lanes;
                        chain_win[c] = w;
                        chain_step[c] = chain_step[c] + 1;
                        if (chain_step[c] == monte_steps) begin
                            $fdisplay(out_fd, "C %0d %0d %h", c, chain_check[c], dut_m_digest);
                            chain_check[c] = chain_check[c] + 1;
                            chain_step[c] = 0;
                            chain_seed[c] = dut_m_digest;
                            if (chain_check[c] == chain_checks[c]) begin
                                chains_done = chains_done + 1;
                                if (chains_done == monte_chains) in_done = 1'b1;
                            end else begin
                                monte_restart(c);
                            end
                        end else begin
                            chain_ready[c] = 1'b1;
                        end
                    end
                end else begin
                    $fdisplay(out_fd, "O %h %0d %0d %0d", dut_m_digest, dut_m_tid, dut_m_error, cycle);
                end
            end

            // Input side: a beat is taken when s_tvalid and s_tready were high at this edge.
            if (valid_now && dut_s_tready) begin
                idle = 0;
                if (beat_first) begin
                    if (!monte) $fdisplay(out_fd, "I %0d %0d", beats ? beat_msg : n_msgs, cycle);
                    n_msgs = n_msgs + 1;
                    beat_first = 1'b0;
                end
                have_beat = 1'b0;
                valid_now = 1'b0;
            end
            if (cycle == 1) begin
                // Checked here, not where the files are opened: Verilator 5.006 does not count
                // the handle of $fscanf/$fread as a use, and without a plain read in this block
                // it turns list_fd/data_fd into locals of the initial block (they read 0 here).
                if (!monte && (list_fd == 0 || data_fd == 0)) begin
                    $fdisplay(out_fd, "FAIL need readable +list= (or +beats=) and +data=, or +monte=");
                    finished = 1'b1;
                end
                if (monte) begin : start_chains
                    integer c;
                    for (c = 0; c < monte_chains; c = c + 1) monte_restart(c);
                    chain = monte_chains - 1;  // so chain 0 goes first
                end
            end
            if (!have_beat && !finished) load_beat;

            // AXI4-Stream: once shown, a beat stays valid until taken; gaps only between beats.
            if (have_beat && !valid_now) valid_now = (lfsr[15:0] >= in_stall[15:0]);
            s_tvalid_q <= valid_now;
            m_ready_q <= (lfsr[31:16] >= out_stall[15:0]);

            end_of_clock;
        end
    end

endmodule

/* verilator lint_on WIDTH */
`default_nettype wire
