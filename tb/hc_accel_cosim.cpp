// hc_accel_cosim: the C driver (sw/hc_accel.c) linked with the Verilated accelerator
// (rtl/accel/hc_accel_sha2.v): the MMIO layer (sw/hc_mmio.h) is carried out as AXI4-Lite
// bus cycles on the model's ports, and the irq output is the driver's interrupt.
//
// Usage: hc_accel_cosim <messages file>
//   each line: "<p|i> <chunk seed> <message hex>" (p: polled, i: interrupt-driven; "-"
//   for the empty message); the message goes through hc_accel_update in chunks of sizes
//   drawn from the seed (so unaligned tails, half-words and bytes are written).
// Prints each digest in hex, one line per message; "FAIL <reason>" and exit status 1 on
// any driver error or a bus cycle left unanswered.
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "Vhc_accel_sha2.h"
#include "verilated.h"

#include "hc_accel.h"
#include "hc_accel_regs.h"

namespace {

// Clocks a bus cycle may wait for an answer (the accelerator promises one: a DATA write
// waits only while the core empties the FIFO).
const unsigned long BUS_BOUND = 5000;

struct Harness {
    Vhc_accel_sha2 *top;
    hc_accel_dev_t *dev;
    unsigned long clocks;
    unsigned long bus_cycles;
    bool failed;
};

void tick(Harness *h)
{
    h->top->clk = 0;
    h->top->eval();
    h->top->clk = 1;
    h->top->eval();
    h->clocks++;
}

void fail(Harness *h, const char *what, uint32_t offset)
{
    if (!h->failed) std::printf("FAIL %s at offset 0x%02x\n", what, offset);
    h->failed = true;
}

// One AXI4-Lite write: address and data shown together, held until taken, then the
// response taken at once.
void bus_write(Harness *h, uint32_t offset, uint32_t data, uint32_t strobes)
{
    Vhc_accel_sha2 *t = h->top;
    t->s_axil_awaddr = offset;
    t->s_axil_wdata = data;
    t->s_axil_wstrb = strobes;
    t->s_axil_awvalid = 1;
    t->s_axil_wvalid = 1;
    t->s_axil_bready = 1;
    unsigned long waited = 0;
    bool taken = false;
    while (!taken) {
        t->eval();
        taken = t->s_axil_awready && t->s_axil_wready;
        tick(h);
        if (++waited > BUS_BOUND) return fail(h, "write not taken", offset);
    }
    t->s_axil_awvalid = 0;
    t->s_axil_wvalid = 0;
    for (;;) {
        t->eval();
        bool answered = t->s_axil_bvalid;
        unsigned resp = t->s_axil_bresp;
        tick(h);
        if (answered) {
            if (resp != 0) fail(h, "write answered SLVERR", offset);
            break;
        }
        if (++waited > BUS_BOUND) return fail(h, "write not answered", offset);
    }
    t->s_axil_bready = 0;
    h->bus_cycles++;
}

uint32_t bus_read(Harness *h, uint32_t offset)
{
    Vhc_accel_sha2 *t = h->top;
    t->s_axil_araddr = offset;
    t->s_axil_arvalid = 1;
    t->s_axil_rready = 1;
    unsigned long waited = 0;
    bool taken = false;
    while (!taken) {
        t->eval();
        taken = t->s_axil_arready;
        tick(h);
        if (++waited > BUS_BOUND) { fail(h, "read not taken", offset); return 0; }
    }
    t->s_axil_arvalid = 0;
    uint32_t data = 0;
    for (;;) {
        t->eval();
        bool answered = t->s_axil_rvalid;
        data = t->s_axil_rdata;
        unsigned resp = t->s_axil_rresp;
        tick(h);
        if (answered) {
            if (resp != 0) fail(h, "read answered SLVERR", offset);
            break;
        }
        if (++waited > BUS_BOUND) { fail(h, "read not answered", offset); return 0; }
    }
    t->s_axil_rready = 0;
    h->bus_cycles++;
    return data;
}

uint32_t mmio_read32(void *ctx, uint32_t offset)
{
    return bus_read(static_cast<Harness *>(ctx), offset);
}

void mmio_write32(void *ctx, uint32_t offset, uint32_t value)
{
    bus_write(static_cast<Harness *>(ctx), offset, value, 0xf);
}

// Narrow writes go to the lanes of their offset (a 32-bit bus: WSTRB, AXI4 A3.4.3).
void mmio_write16(void *ctx, uint32_t offset, uint16_t value)
{
    uint32_t lane = offset & 2u;
    bus_write(static_cast<Harness *>(ctx), offset, uint32_t(value) << (8 * lane), 3u << lane);
}

void mmio_write8(void *ctx, uint32_t offset, uint8_t value)
{
    uint32_t lane = offset & 3u;
    bus_write(static_cast<Harness *>(ctx), offset, uint32_t(value) << (8 * lane), 1u << lane);
}

// While the driver waits: a clock, and the interrupt controller's part when irq is high.
void wait_hook(void *ctx)
{
    Harness *h = static_cast<Harness *>(ctx);
    tick(h);
    h->top->eval();
    if (h->dev->use_irq && h->top->irq) hc_accel_irq(h->dev);
}

std::vector<uint8_t> from_hex(const std::string &text)
{
    std::vector<uint8_t> bytes;
    if (text == "-") return bytes;
    for (size_t i = 0; i + 1 < text.size(); i += 2)
        bytes.push_back(uint8_t(std::strtoul(text.substr(i, 2).c_str(), nullptr, 16)));
    return bytes;
}

}  // namespace

int main(int argc, char **argv)
{
    Verilated::commandArgs(argc, argv);
    if (argc < 2) {
        std::printf("FAIL usage: hc_accel_cosim <messages file>\n");
        return 1;
    }
    std::FILE *list = std::fopen(argv[1], "r");
    if (!list) {
        std::printf("FAIL cannot read %s\n", argv[1]);
        return 1;
    }
    Vhc_accel_sha2 top;
    hc_accel_dev_t dev;
    Harness h = {&top, &dev, 0, 0, false};
    top.rst_n = 0;
    for (int i = 0; i < 4; i++) tick(&h);
    top.rst_n = 1;
    tick(&h);

    hc_mmio_t mmio = {mmio_read32, mmio_write32, mmio_write16, mmio_write8, &h};
    if (hc_accel_init(&dev, &mmio) != HC_ACCEL_OK) {
        std::printf("FAIL init\n");
        return 1;
    }
    dev.wait_hook = wait_hook;
    char mode = 0;
    unsigned long seed = 0;
    static char hex[8192];
    while (std::fscanf(list, " %c %lu %8191s", &mode, &seed, hex) == 3 && !h.failed) {
        std::vector<uint8_t> message = from_hex(hex);
        if (mode == 'i' && !dev.use_irq) hc_accel_use_irq(&dev, nullptr, nullptr);
        if (mode == 'p' && dev.use_irq) {
            dev.use_irq = 0;
            mmio_write32(&h, offsetof(hc_accel_t, INT_ENABLE), 0);
        }
        int rc = hc_accel_start(&dev);
        size_t pos = 0;
        while (rc == HC_ACCEL_OK && pos < message.size()) {
            seed = seed * 6364136223846793005ul + 1442695040888963407ul;
            size_t chunk = (seed >> 33) % 23;
            if (chunk > message.size() - pos) chunk = message.size() - pos;
            rc = hc_accel_update(&dev, message.data() + pos, chunk);
            pos += chunk;
        }
        uint8_t digest[64];
        if (rc == HC_ACCEL_OK) rc = hc_accel_final(&dev, digest, sizeof digest);
        if (rc < 0) {
            std::printf("FAIL driver returned %d\n", rc);
            return 1;
        }
        for (int i = 0; i < rc; i++) std::printf("%02x", digest[i]);
        std::printf("\n");
    }
    std::fclose(list);
    std::fprintf(stderr, "clocks %lu bus cycles %lu\n", h.clocks, h.bus_cycles);
    top.final();
    return h.failed ? 1 : 0;
}
