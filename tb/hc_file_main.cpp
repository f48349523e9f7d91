// hc_file_main: a plain main for the Verilator model of tb/hc_stream_tb.v, so that the
// model cocotb's runner built for a core also runs the file mode (+out=...) without
// Python: hashcores.sim.filehash.bench compiles this file in the build's folder and
// links it with the model's objects instead of cocotb's main (one model per core, width
// and simulator; docs/verification.md, "Simulation speed").
//
// The loop is Verilator's own for a model built with --timing: evaluate, then advance
// time to the next pending event until $finish (or nothing is pending any more).
#include <memory>

#include "Vtop.h"
#include "verilated.h"

int main(int argc, char** argv) {
    const std::unique_ptr<VerilatedContext> context{new VerilatedContext};
    context->commandArgs(argc, argv);  // +out=..., +verilator+rand+reset+2, ...
    const std::unique_ptr<Vtop> top{new Vtop{context.get(), ""}};
    while (!context->gotFinish()) {
        top->eval();
        if (!top->eventsPending()) break;
        context->time(top->nextTimeSlot());
    }
    top->final();
    return context->gotFinish() ? 0 : 1;
}
