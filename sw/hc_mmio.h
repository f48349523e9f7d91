/* hc_mmio.h: the register access layer under the accelerator's driver (hc_accel.h).
 *
 * The driver touches the device only through these four functions, so the same driver runs
 * on a SoC (hc_mmio_soc: volatile accesses at a base address) and in simulation (a harness
 * that turns each call into AXI4-Lite bus cycles). Offsets are byte offsets from the
 * accelerator's base; 16- and 8-bit writes go to the byte lanes of their offset (the DATA
 * window counts the bytes written from WSTRB). C99, no allocation.
 */
#ifndef HC_MMIO_H
#define HC_MMIO_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hc_mmio {
    uint32_t (*read32)(void *ctx, uint32_t offset);
    void (*write32)(void *ctx, uint32_t offset, uint32_t value);
    void (*write16)(void *ctx, uint32_t offset, uint16_t value);
    void (*write8)(void *ctx, uint32_t offset, uint8_t value);
    /* passed to every call: the base address on a SoC, the simulator in a harness */
    void *ctx;
} hc_mmio_t;

/* Memory-mapped registers at `base` (volatile accesses of the access's own size). */
hc_mmio_t hc_mmio_soc(volatile void *base);

#ifdef __cplusplus
}
#endif

#endif /* HC_MMIO_H */
