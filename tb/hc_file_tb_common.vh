// hc_file_tb_common.vh: what the two file-driven benches share (hc_stream_tb.v for the
// m_digest tops, hc_xof_file_tb.v for the extendable-output tops): the stall generator,
// the run options, a beat's keep lanes and the end of a run. Included in their module
// bodies after the declarations it uses: KB, TAIL, out_fd, lfsr, in_stall, out_stall,
// timeout, cycle, idle, tail, n_msgs, n_out, in_done, have_beat, finished, and for a
// message's beats monte, win, beat_idx, data_fd, got, beat, keep, bytes_left, tid, in_msg
// and the s_t*_q registers.

    // xorshift32: one step of the stall generator (bits 15:0 input side, 31:16 output side).
    function [31:0] xorshift(input [31:0] x);
        reg [31:0] y;
        begin
            y = x ^ (x << 13);
            y = y ^ (y >> 17);
            xorshift = y ^ (y << 5);
        end
    endfunction

    // s_tkeep of a beat carrying n bytes: lanes 0 .. n-1.
    function [KB-1:0] lanes_below(input integer n);
        integer l;
        begin
            for (l = 0; l < KB; l = l + 1) lanes_below[l] = (l < n);
        end
    endfunction

    // The next beat of the message being sent (in_msg): from the Monte window or the data
    // file, its keep lanes and s_tlast from the bytes left; shown in the s_t*_q registers.
    task next_message_beat;
        integer n;
        begin
            if (monte) begin
                beat = win[beat_idx*DATA_W +: DATA_W];
                beat_idx = beat_idx + 1;
            end else begin
                got = $fread(beat, data_fd);
                if (got != KB) begin
                    $fdisplay(out_fd, "FAIL data file ends inside message %0d", n_msgs);
                    finished = 1'b1;
                end
            end
            n = (bytes_left < KB) ? bytes_left : KB;
            keep = lanes_below(n);
            bytes_left = bytes_left - n;
            s_tdata_q <= beat;
            s_tkeep_q <= keep;
            s_tlast_q <= (bytes_left == 0);
            s_tid_q <= tid[TID_W-1:0];
            if (bytes_left == 0) in_msg = 1'b0;
            have_beat = 1'b1;
        end
    endtask

    // +out=<file> (required) opened as out_fd; +seed, +in_stall, +out_stall, +timeout.
    task open_run;
        reg [1023:0] path;
        integer seed_arg;
        begin
            if (!$value$plusargs("out=%s", path)) begin
                $display("%m: +out=<file> is required");
                $finish;
            end
            out_fd = $fopen(path, "w");
            if (out_fd == 0) begin
                $display("%m: cannot write %0s", path);
                $finish;
            end
            if (!$value$plusargs("seed=%d", seed_arg)) seed_arg = 1;
            lfsr = (seed_arg == 0) ? 32'h1 : seed_arg;
            if (!$value$plusargs("in_stall=%d", in_stall)) in_stall = 0;
            if (!$value$plusargs("out_stall=%d", out_stall)) out_stall = 0;
            if (!$value$plusargs("timeout=%d", timeout)) timeout = 200000;
        end
    endtask

    // Once per clock, last: done when every message was sent and answered and TAIL quiet
    // clocks showed no extra output (END), or after `timeout` clocks without a transfer
    // (TIMEOUT); a FAIL line was written by whoever set `finished`.
    task end_of_clock;
        begin
            if (finished) begin
                // a FAIL line was written
            end else if (in_done && !have_beat && n_out >= n_msgs) begin
                tail = tail + 1;
                if (tail > TAIL) begin
                    $fdisplay(out_fd, "END %0d", cycle);
                    finished = 1'b1;
                end
            end else if (idle > timeout) begin
                $fdisplay(out_fd, "TIMEOUT %0d %0d %0d", cycle, n_msgs, n_out);
                finished = 1'b1;
            end
            if (finished) begin
                $fclose(out_fd);
                $finish;
            end
        end
    endtask
