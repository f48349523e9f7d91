// The clock of the file benches (tb/hc_stream_tb.v, tb/hc_xof_file_tb.v) on Verilator.
//
// On Icarus each bench makes its own clock (`always #HC_HALF_PERIOD clk = ~clk`). That
// needs Verilator's --timing, whose delay scheduler and coroutines cost time at every
// edge and in every compile; built with HC_EXTERNAL_CLOCK the benches take the clock as an
// input instead, and this loop toggles it: the same output to the cycle, in less time
// (measured: docs/verification.md, "Simulation speed").
//
// Built by hashcores.sim.filehash.bench with --prefix Vtb and -DHC_HALF_PERIOD=<ns>, the
// bench's own half period, so that $time reads as it does on Icarus.
#include <cmath>
#include <memory>

#include "Vtb.h"
#include "verilated.h"

#ifndef HC_HALF_PERIOD
#error "HC_HALF_PERIOD (half the clock period in ns) must be defined"
#endif

int main(int argc, char** argv) {
    const std::unique_ptr<VerilatedContext> context{new VerilatedContext};
    context->commandArgs(argc, argv);
    const std::unique_ptr<Vtb> bench{new Vtb{context.get(), "TOP"}};
    // the half period in the design's time precision (10^timeprecision() s per unit)
    const double units_per_ns = std::pow(10.0, -9 - context->timeprecision());
    const uint64_t half_period = static_cast<uint64_t>(std::llround(HC_HALF_PERIOD * units_per_ns));
    bench->clk = 0;
    // The bench ends itself ($finish) after its last output, on a timeout or on a failure.
    while (!context->gotFinish()) {
        bench->eval();
        context->timeInc(half_period);
        bench->clk = !bench->clk;
    }
    bench->final();
    return 0;
}
