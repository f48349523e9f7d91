// hc_power_probe: a second top module next to a test bench, for the power estimate
// (hashcores.power.simulate). It dumps the nets of the routed netlist's top scope only
// (depth 1: no cell internals) from the falling clock edge after the second rising edge
// after a start signal rises (reset released: the reset's own fall-out is left out) to
// the end of the run, so the VCD holds the window of interest and nothing else.
//
// Defines: HC_POWER_DUT   hierarchical name of the routed netlist instance
//          HC_POWER_START hierarchical name of the signal whose rise opens the window
//          HC_POWER_CLOCK hierarchical name of the bench's clock
//          HC_POWER_DONE  (optional) an expression true in a clock cycle that ends one
//                         unit of work (the stream bench: a digest taken)
// Plusargs: +vcd=<file>   where the VCD goes
//           +power_done=<n> with HC_POWER_DONE: close the window (mid-cycle) after the
//                         n-th such cycle, so idle cycles after the work stay out of it
`timescale 1ns / 1ps
`default_nettype none

module hc_power_probe;

    reg [8*1024-1:0] vcd_file;
    integer done_wanted;
    integer done_seen;

    initial begin
        if (!$value$plusargs("vcd=%s", vcd_file)) begin
            vcd_file = "power.vcd";
        end
        @(posedge `HC_POWER_START);
        repeat (2) @(posedge `HC_POWER_CLOCK);
        // Mid-cycle, when the edge's changes have settled in a timed run too: a window
        // edge then cuts no clock cycle's changes in two.
        @(negedge `HC_POWER_CLOCK);
        $dumpfile(vcd_file);
        $dumpvars(1, `HC_POWER_DUT);
    end

`ifdef HC_POWER_DONE
    initial begin
        done_seen = 0;
        if ($value$plusargs("power_done=%d", done_wanted)) begin
            while (done_seen < done_wanted) begin
                @(posedge `HC_POWER_CLOCK);
                if (`HC_POWER_DONE) begin
                    done_seen = done_seen + 1;
                end
            end
            @(negedge `HC_POWER_CLOCK);
            $dumpoff;
        end
    end
`endif

endmodule

`default_nettype wire
