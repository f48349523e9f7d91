/* hc_mmio_soc.c: hc_mmio_t over memory-mapped registers (hc_mmio.h). */
#include "hc_mmio.h"

static volatile uint8_t *at(void *ctx, uint32_t offset)
{
    return (volatile uint8_t *)ctx + offset;
}

static uint32_t soc_read32(void *ctx, uint32_t offset)
{
    return *(volatile uint32_t *)(void *)at(ctx, offset);
}

static void soc_write32(void *ctx, uint32_t offset, uint32_t value)
{
    *(volatile uint32_t *)(void *)at(ctx, offset) = value;
}

static void soc_write16(void *ctx, uint32_t offset, uint16_t value)
{
    *(volatile uint16_t *)(void *)at(ctx, offset) = value;
}

static void soc_write8(void *ctx, uint32_t offset, uint8_t value)
{
    *at(ctx, offset) = value;
}

hc_mmio_t hc_mmio_soc(volatile void *base)
{
    hc_mmio_t mmio;
    mmio.read32 = soc_read32;
    mmio.write32 = soc_write32;
    mmio.write16 = soc_write16;
    mmio.write8 = soc_write8;
    mmio.ctx = (void *)(uintptr_t)base;
    return mmio;
}
