// hc_accel_cosim: the C driver (sw/hc_accel.c) linked with the Verilated accelerator
// (rtl/accel/hc_accel_top.v, in hash mode or at an HMAC parameter set; Verilator names the
// model Vhc_accel, --prefix): the MMIO layer (sw/hc_mmio.h) is carried out as
// AXI4-Lite bus cycles on the model's ports, and the irq output is the driver's interrupt.
//
// Usage: hc_accel_cosim <operations file>
//   each line: "<op> <p|i> <slot> <chunk seed> <bytes hex>" ("-" for no bytes), p: polled,
//   i: interrupt-driven; op
//     h  hash the bytes (hc_accel_start, hc_accel_update in chunks, hc_accel_final)
//     m  MAC the bytes under the key of slot (hc_accel_hmac_start, update, final)
//     k  load the bytes as the key of slot (hc_accel_set_key)
//     w  wipe the key of slot (hc_accel_wipe_key)
//     x  read the KEY window, which must answer SLVERR (prints "slverr")
//     r  a raw 32-bit write of the value <chunk seed> to the offset <slot>, past the
//        driver: prints "slverr" or "okay"; after an accepted FINISH it waits until
//        STATUS.BUSY falls
//     y  hash the bytes as h does (on an HMAC core: MAC them under the key of slot, as m
//        does), yielding after some update() calls (drawn from the seed): hc_accel_save,
//        a hash (a MAC under the same slot) of another message (the bytes so far,
//        reversed), hc_accel_restore; prints the digest (MAC) of the bytes
//     d  MAC (or hash, on a hash core) the bytes through the AXI4-Stream port at one beat
//        a clock, as a DMA would: the clocks from its first beat to the interrupt are the
//        core's own, without the driver's bus cycles
//   The chunk sizes of update() are drawn from the seed (unaligned tails, half-words and
//   bytes are written).
// Prints one line per operation: "<digest or MAC hex, ok, or error<n> for the driver's
// HC_ACCEL_E* = -n> <clocks> <bus cycles> <clocks on the bus>" (the operation's clocks from
// its first bus cycle to the driver's return, its AXI4-Lite transactions and the clocks
// they took); "FAIL <reason>" and exit status 1 on a bus cycle left unanswered or
// answered SLVERR where none was expected.
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "Vhc_accel.h"
#include "verilated.h"

#include "hc_accel.h"
#include "hc_accel_regs.h"

namespace {

// Clocks a bus cycle may wait for an answer (the accelerator promises one: a DATA write
// waits only while the core empties the FIFO).
const unsigned long BUS_BOUND = 5000;

struct Harness {
    Vhc_accel *top;
    hc_accel_dev_t *dev;
    unsigned long clocks;
    unsigned long bus_cycles;
    unsigned long bus_clocks;
    bool failed;
    bool expect_slverr;   // the next access may be refused
    unsigned last_rresp;
    unsigned last_bresp;
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
    Vhc_accel *t = h->top;
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
            if (resp != 0 && !h->expect_slverr) fail(h, "write answered SLVERR", offset);
            h->last_bresp = resp;
            break;
        }
        if (++waited > BUS_BOUND) return fail(h, "write not answered", offset);
    }
    t->s_axil_bready = 0;
    h->bus_cycles++;
    h->bus_clocks += waited + 1;
}

uint32_t bus_read(Harness *h, uint32_t offset)
{
    Vhc_accel *t = h->top;
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
            if (resp != 0 && !h->expect_slverr) fail(h, "read answered SLVERR", offset);
            h->last_rresp = resp;
            break;
        }
        if (++waited > BUS_BOUND) { fail(h, "read not answered", offset); return 0; }
    }
    t->s_axil_rready = 0;
    h->bus_cycles++;
    h->bus_clocks += waited + 1;
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

// The bytes through the AXI4-Stream port (CTRL.SRC = 1) at one beat a clock, waiting for
// the done interrupt; returns the digest's length as hc_accel_final does. *first_beat is
// set to the clock of the first beat, so the caller's count is the core's clocks.
int dma(Harness *h, unsigned slot, const std::vector<uint8_t> &bytes, uint8_t *digest,
        unsigned long *first_beat)
{
    Vhc_accel *t = h->top;
    hc_accel_dev_t *dev = h->dev;
    const uint32_t ctrl = offsetof(hc_accel_t, CTRL);
    const uint32_t mode = dev->key_slots ? 1u : 0u;  // HMAC on an HMAC core, else HASH
    const uint32_t settings = HC_ACCEL__CTRL__SRC_bm | (mode << HC_ACCEL__CTRL__MODE_bp) |
                              (uint32_t(slot) << HC_ACCEL__CTRL__SLOT_bp);
    mmio_write32(h, offsetof(hc_accel_t, INT_STATUS), HC_ACCEL__INT_STATUS__DONE_bm);
    mmio_write32(h, offsetof(hc_accel_t, INT_ENABLE), HC_ACCEL__INT_ENABLE__DONE_bm);
    mmio_write32(h, ctrl, settings);
    mmio_write32(h, ctrl, settings | HC_ACCEL__CTRL__START_bm);
    *first_beat = h->clocks;
    size_t pos = 0;
    bool sent = false;
    unsigned long waited = 0;
    while (!sent) {
        size_t n = bytes.size() - pos < 4 ? bytes.size() - pos : 4;
        uint32_t word = 0;
        for (size_t k = 0; k < n; k++) word |= uint32_t(bytes[pos + k]) << (8 * k);
        t->s_axis_tdata = word;
        t->s_axis_tkeep = (1u << n) - 1u;
        t->s_axis_tlast = pos + 4 >= bytes.size();
        t->s_axis_tvalid = 1;
        t->eval();
        bool taken = t->s_axis_tready;
        tick(h);
        if (taken) {
            pos += 4;
            sent = t->s_axis_tlast;
        }
        if (++waited > 64 * BUS_BOUND) { fail(h, "stream beat not taken", 0); return -1; }
    }
    t->s_axis_tvalid = 0;
    t->s_axis_tlast = 0;
    for (waited = 0; !t->irq; waited++) {
        tick(h);
        t->eval();
        if (waited > BUS_BOUND) { fail(h, "no digest from the stream port", 0); return -1; }
    }
    unsigned long done_at = h->clocks;
    for (uint32_t n = 0; n < dev->digest_bytes; n += 4) {
        uint32_t word = mmio_read32(h, offsetof(hc_accel_t, DIGEST) + n);
        for (uint32_t k = 0; k < 4 && n + k < dev->digest_bytes; k++)
            digest[n + k] = uint8_t(word >> (8 * k));
    }
    mmio_write32(h, offsetof(hc_accel_t, INT_STATUS), HC_ACCEL__INT_STATUS__DONE_bm);
    mmio_write32(h, ctrl, mode << HC_ACCEL__CTRL__MODE_bp);
    mmio_write32(h, offsetof(hc_accel_t, INT_ENABLE),
                 dev->use_irq ? HC_ACCEL__INT_ENABLE__DONE_bm | HC_ACCEL__INT_ENABLE__ERROR_bm : 0u);
    // the core's clocks: from the first beat offered to the digest
    *first_beat += h->clocks - done_at;
    return int(dev->digest_bytes);
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
    Vhc_accel top;
    hc_accel_dev_t dev;
    Harness h = {&top, &dev, 0, 0, 0, false, false, 0, 0};
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
    char op = 0, mode = 0;
    unsigned slot = 0;
    unsigned long seed = 0;
    static char hex[16384];
    while (std::fscanf(list, " %c %c %u %lu %16383s", &op, &mode, &slot, &seed, hex) == 5 &&
           !h.failed) {
        std::vector<uint8_t> bytes = from_hex(hex);
        if (mode == 'i' && !dev.use_irq) hc_accel_use_irq(&dev, nullptr, nullptr);
        if (mode == 'p' && dev.use_irq) {
            dev.use_irq = 0;
            mmio_write32(&h, offsetof(hc_accel_t, INT_ENABLE), 0);
        }
        unsigned long clocks0 = h.clocks, bus0 = h.bus_cycles, bus_clocks0 = h.bus_clocks;
        uint8_t digest[64];
        int rc = HC_ACCEL_OK;
        if (op == 'k') {
            rc = hc_accel_set_key(&dev, slot, bytes.data(), bytes.size());
        } else if (op == 'w') {
            rc = hc_accel_wipe_key(&dev, slot);
        } else if (op == 'x') {
            h.expect_slverr = true;
            uint32_t value = mmio_read32(&h, offsetof(hc_accel_t, KEY));
            h.expect_slverr = false;
            if (h.last_rresp == 2) std::printf("slverr");
            else std::printf("read%08x", value);
            rc = 0;
        } else if (op == 'r') {
            h.expect_slverr = true;
            mmio_write32(&h, slot, uint32_t(seed));
            h.expect_slverr = false;
            std::printf(h.last_bresp == 2 ? "slverr" : "okay");
            bool finished = slot == offsetof(hc_accel_t, CTRL) &&
                            (seed & HC_ACCEL__CTRL__FINISH_bm) && h.last_bresp == 0;
            for (unsigned long n = 0; finished && n < BUS_BOUND &&
                 (mmio_read32(&h, offsetof(hc_accel_t, STATUS)) & HC_ACCEL__STATUS__BUSY_bm);
                 n++) {
                wait_hook(&h);
            }
            rc = 0;
        } else if (op == 'd') {
            rc = dma(&h, slot, bytes, digest, &clocks0);
        } else {
            bool keyed = op == 'm' || (op == 'y' && dev.key_slots > 0);
            rc = keyed ? hc_accel_hmac_start(&dev, slot) : hc_accel_start(&dev);
            size_t pos = 0;
            while (rc == HC_ACCEL_OK && pos < bytes.size()) {
                seed = seed * 6364136223846793005ul + 1442695040888963407ul;
                size_t chunk = (seed >> 33) % 23;
                if (chunk > bytes.size() - pos) chunk = bytes.size() - pos;
                rc = hc_accel_update(&dev, bytes.data() + pos, chunk);
                pos += chunk;
                if (op == 'y' && rc == HC_ACCEL_OK && (seed >> 60) % 3 == 0) {
                    // yield: another message runs while this one is saved
                    hc_accel_saved_t saved;
                    std::vector<uint8_t> other(bytes.rbegin() + long(bytes.size() - pos),
                                               bytes.rend());
                    uint8_t other_digest[64];
                    rc = hc_accel_save(&dev, &saved);
                    if (rc == HC_ACCEL_OK && keyed)
                        rc = hc_accel_hmac(&dev, slot, other.data(), other.size(),
                                           other_digest, sizeof other_digest);
                    else if (rc == HC_ACCEL_OK)
                        rc = hc_accel_hash(&dev, other.data(), other.size(), other_digest,
                                           sizeof other_digest);
                    if (rc >= 0) rc = hc_accel_restore(&dev, &saved);
                }
            }
            if (rc == HC_ACCEL_OK) rc = hc_accel_final(&dev, digest, sizeof digest);
        }
        if (h.failed) return 1;
        if (rc < 0) std::printf("error%d", -rc);
        else if (op == 'k' || op == 'w') std::printf("ok");
        for (int i = 0; i < rc; i++) std::printf("%02x", digest[i]);
        std::printf(" %lu %lu %lu\n", h.clocks - clocks0, h.bus_cycles - bus0,
                    h.bus_clocks - bus_clocks0);
    }
    std::fclose(list);
    std::fprintf(stderr, "clocks %lu bus cycles %lu clocks on the bus %lu\n", h.clocks,
                 h.bus_cycles, h.bus_clocks);
    top.final();
    return h.failed ? 1 : 0;
}
