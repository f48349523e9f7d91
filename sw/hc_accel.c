/* hc_accel.c: the accelerator's driver (hc_accel.h). */
#include "hc_accel.h"

#include <stddef.h>

#include "hc_accel_regs.h"

/* Byte offsets of the registers: the generated struct's layout is the register map. */
#define REG(name) ((uint32_t)offsetof(hc_accel_t, name))
#define DIGEST_WORD(n) (REG(DIGEST) + 4u * (uint32_t)(n))
#define CV_WORD(n) (REG(CV) + 4u * (uint32_t)(n))
#define CV_WORDS 16u
#define FIELD(reg, field, value) \
    (((value) & HC_ACCEL__##reg##__##field##_bm) >> HC_ACCEL__##reg##__##field##_bp)

#define DEFAULT_MAX_POLLS 100000u

/* CTRL.MODE values (hc_accel.rdl) */
#define MODE_HASH 0u
#define MODE_HMAC 1u
#define MODE_KEY 2u
#define MODE_WIPE 3u

static uint32_t rd(const hc_accel_dev_t *dev, uint32_t offset)
{
    return dev->mmio.read32(dev->mmio.ctx, offset);
}

static void wr(const hc_accel_dev_t *dev, uint32_t offset, uint32_t value)
{
    dev->mmio.write32(dev->mmio.ctx, offset, value);
}

static void wait_once(const hc_accel_dev_t *dev)
{
    if (dev->wait_hook != NULL) {
        dev->wait_hook(dev->mmio.ctx);
    }
}

int hc_accel_init(hc_accel_dev_t *dev, const hc_mmio_t *mmio)
{
    uint32_t info;
    if (dev == NULL || mmio == NULL || mmio->read32 == NULL || mmio->write32 == NULL ||
        mmio->write16 == NULL || mmio->write8 == NULL) {
        return HC_ACCEL_EINVAL;
    }
    dev->mmio = *mmio;
    dev->max_polls = DEFAULT_MAX_POLLS;
    dev->open = 0;
    dev->settings = 0u;
    dev->use_irq = 0;
    dev->done = 0;
    dev->error = 0;
    dev->on_done = NULL;
    dev->on_done_arg = NULL;
    dev->wait_hook = NULL;
    dev->written = 0u;
    wr(dev, REG(CTRL), HC_ACCEL__CTRL__ABORT_bm);
    wr(dev, REG(INT_ENABLE), 0u);
    wr(dev, REG(INT_STATUS), HC_ACCEL__INT_STATUS__DONE_bm | HC_ACCEL__INT_STATUS__FIFO_EMPTY_bm |
                                 HC_ACCEL__INT_STATUS__ERROR_bm);
    info = rd(dev, REG(INFO));
    dev->digest_bytes = FIELD(INFO, DIGEST_BYTES, info);
    dev->fifo_depth = FIELD(INFO, FIFO_DEPTH, info);
    dev->key_slots = FIELD(INFO, KEY_SLOTS, info);
    dev->save_block = FIELD(INFO, SAVE_BLOCK_BYTES, info);
    return HC_ACCEL_OK;
}

void hc_accel_use_irq(hc_accel_dev_t *dev, hc_accel_callback_t on_done, void *arg)
{
    dev->on_done = on_done;
    dev->on_done_arg = arg;
    dev->use_irq = 1;
    wr(dev, REG(INT_ENABLE), HC_ACCEL__INT_ENABLE__DONE_bm | HC_ACCEL__INT_ENABLE__ERROR_bm);
}

void hc_accel_irq(hc_accel_dev_t *dev)
{
    uint32_t events = rd(dev, REG(INT_STATUS));
    wr(dev, REG(INT_STATUS), events); /* write 1 to clear what was seen */
    if (events & HC_ACCEL__INT_STATUS__ERROR_bm) {
        dev->error = 1;
    }
    if (events & HC_ACCEL__INT_STATUS__DONE_bm) {
        dev->done = 1;
        if (dev->on_done != NULL) {
            dev->on_done(dev->on_done_arg);
        }
    }
}

/* Open an operation of `mode` on `slot` (with `resume`: CTRL.RESUME, a saved message):
 * the settings and START in one CTRL write. */
static int open_resumed(hc_accel_dev_t *dev, uint32_t mode, unsigned slot, uint32_t resume)
{
    if (dev == NULL) {
        return HC_ACCEL_EINVAL;
    }
    if (dev->open) {
        return HC_ACCEL_ESTATE;
    }
    if ((mode == MODE_HASH) != (dev->key_slots == 0u)) {
        return HC_ACCEL_EMODE;
    }
    if (mode != MODE_HASH && slot >= dev->key_slots) {
        return HC_ACCEL_EINVAL;
    }
    dev->done = 0;
    dev->error = 0;
    /* an event of an earlier operation must not end this one's wait */
    wr(dev, REG(INT_STATUS), HC_ACCEL__INT_STATUS__DONE_bm | HC_ACCEL__INT_STATUS__ERROR_bm);
    /* a CTRL write that changed a setting in an open operation would be refused: every
     * write of this operation carries them */
    dev->settings = ((mode << HC_ACCEL__CTRL__MODE_bp) & HC_ACCEL__CTRL__MODE_bm) |
                    (((uint32_t)slot << HC_ACCEL__CTRL__SLOT_bp) & HC_ACCEL__CTRL__SLOT_bm) |
                    (resume ? HC_ACCEL__CTRL__RESUME_bm : 0u);
    wr(dev, REG(CTRL), HC_ACCEL__CTRL__START_bm | dev->settings);
    dev->open = 1;
    dev->written = 0u;
    return HC_ACCEL_OK;
}

static int open_operation(hc_accel_dev_t *dev, uint32_t mode, unsigned slot)
{
    return open_resumed(dev, mode, slot, 0u);
}

int hc_accel_start(hc_accel_dev_t *dev)
{
    return open_operation(dev, MODE_HASH, 0u);
}

int hc_accel_hmac_start(hc_accel_dev_t *dev, unsigned slot)
{
    return open_operation(dev, MODE_HMAC, slot);
}

/* Append `len` bytes to the open operation through the write-only `window` (DATA or KEY). */
static int append(hc_accel_dev_t *dev, uint32_t window, const void *data, size_t len)
{
    const uint8_t *bytes = (const uint8_t *)data;
    size_t i = 0;
    if (dev == NULL || (data == NULL && len > 0u)) {
        return HC_ACCEL_EINVAL;
    }
    if (!dev->open) {
        return HC_ACCEL_ESTATE;
    }
    /* a hash message's last bytes, which a save hands back when the core has not hashed
     * them yet */
    if (dev->save_block != 0u && window == REG(DATA)) {
        size_t k = (len > HC_ACCEL_TAIL_MAX) ? len - HC_ACCEL_TAIL_MAX : 0u;
        for (; k < len; k++) {
            dev->recent[(dev->written + k) % HC_ACCEL_TAIL_MAX] = bytes[k];
        }
        dev->written += len;
    }
    /* Whole words: byte 0 of the four in lane 0. The window counts the strobed bytes, so
     * the tail goes as a half-word and a byte; a full FIFO makes the write wait. */
    for (; i + 4u <= len; i += 4u) {
        uint32_t word = (uint32_t)bytes[i] | ((uint32_t)bytes[i + 1u] << 8) |
                        ((uint32_t)bytes[i + 2u] << 16) | ((uint32_t)bytes[i + 3u] << 24);
        wr(dev, window, word);
    }
    if (i + 2u <= len) {
        uint16_t half = (uint16_t)(bytes[i] | (bytes[i + 1u] << 8));
        dev->mmio.write16(dev->mmio.ctx, window, half);
        i += 2u;
    }
    if (i < len) {
        dev->mmio.write8(dev->mmio.ctx, window, bytes[i]);
    }
    return HC_ACCEL_OK;
}

int hc_accel_update(hc_accel_dev_t *dev, const void *data, size_t len)
{
    return append(dev, REG(DATA), data, len);
}

static int wait_digest(hc_accel_dev_t *dev)
{
    uint32_t polls;
    for (polls = 0u; polls < dev->max_polls; polls++) {
        if (dev->use_irq) {
            if (dev->error) {
                return HC_ACCEL_EDEVICE;
            }
            if (dev->done) {
                return HC_ACCEL_OK;
            }
        } else {
            uint32_t status = rd(dev, REG(STATUS));
            if (rd(dev, REG(INT_STATUS)) & HC_ACCEL__INT_STATUS__ERROR_bm) {
                return HC_ACCEL_EDEVICE;
            }
            if (status & HC_ACCEL__STATUS__DONE_bm) {
                return (status & HC_ACCEL__STATUS__ERROR_bm) ? HC_ACCEL_EDEVICE : HC_ACCEL_OK;
            }
        }
        wait_once(dev);
    }
    return HC_ACCEL_ETIMEOUT;
}

/* Close the open operation and wait until it is complete. An operation the device ended
 * with an error is over (it is not aborted: an HMAC core's reset would wipe every key);
 * one still running after max_polls waits is aborted. */
static int finish_operation(hc_accel_dev_t *dev)
{
    int rc;
    wr(dev, REG(CTRL), HC_ACCEL__CTRL__FINISH_bm | dev->settings);
    rc = wait_digest(dev);
    if (rc != HC_ACCEL_OK) {
        if (rd(dev, REG(STATUS)) & HC_ACCEL__STATUS__BUSY_bm) {
            hc_accel_abort(dev);
        } else {
            wr(dev, REG(INT_STATUS), HC_ACCEL__INT_STATUS__DONE_bm | HC_ACCEL__INT_STATUS__ERROR_bm);
        }
    }
    dev->open = 0;
    return rc;
}

int hc_accel_final(hc_accel_dev_t *dev, uint8_t *digest, size_t capacity)
{
    uint32_t n;
    int rc;
    if (dev == NULL || digest == NULL) {
        return HC_ACCEL_EINVAL;
    }
    if (!dev->open) {
        return HC_ACCEL_ESTATE;
    }
    if (capacity < dev->digest_bytes) {
        hc_accel_abort(dev);
        return HC_ACCEL_EINVAL;
    }
    rc = finish_operation(dev);
    if (rc != HC_ACCEL_OK) {
        return rc;
    }
    /* DIGEST word n holds digest bytes 4n .. 4n+3, byte 4n in bits 7:0 */
    for (n = 0u; n < dev->digest_bytes; n += 4u) {
        uint32_t word = rd(dev, DIGEST_WORD(n / 4u));
        uint32_t k;
        for (k = 0u; k < 4u && n + k < dev->digest_bytes; k++) {
            digest[n + k] = (uint8_t)(word >> (8u * k));
        }
    }
    return (int)dev->digest_bytes;
}

int hc_accel_hash(hc_accel_dev_t *dev, const void *data, size_t len, uint8_t *digest,
                  size_t capacity)
{
    int rc = hc_accel_start(dev);
    if (rc == HC_ACCEL_OK) {
        rc = hc_accel_update(dev, data, len);
    }
    if (rc == HC_ACCEL_OK) {
        rc = hc_accel_final(dev, digest, capacity);
    } else if (dev != NULL && dev->open) {
        hc_accel_abort(dev);
    }
    return rc;
}

int hc_accel_hmac(hc_accel_dev_t *dev, unsigned slot, const void *data, size_t len,
                  uint8_t *mac, size_t capacity)
{
    int rc = hc_accel_hmac_start(dev, slot);
    if (rc == HC_ACCEL_OK) {
        rc = hc_accel_update(dev, data, len);
    }
    if (rc == HC_ACCEL_OK) {
        rc = hc_accel_final(dev, mac, capacity);
    } else if (dev != NULL && dev->open) {
        hc_accel_abort(dev);
    }
    return rc;
}

int hc_accel_set_key(hc_accel_dev_t *dev, unsigned slot, const void *key, size_t len)
{
    int rc;
    if (key == NULL && len > 0u) {
        return HC_ACCEL_EINVAL;
    }
    rc = open_operation(dev, MODE_KEY, slot);
    if (rc == HC_ACCEL_OK) {
        (void)append(dev, REG(KEY), key, len); /* cannot fail: the device is open */
        rc = finish_operation(dev);
    }
    return rc;
}

int hc_accel_wipe_key(hc_accel_dev_t *dev, unsigned slot)
{
    int rc = open_operation(dev, MODE_WIPE, slot);
    if (rc == HC_ACCEL_OK) {
        rc = finish_operation(dev);
    }
    return rc;
}

int hc_accel_save(hc_accel_dev_t *dev, hc_accel_saved_t *saved)
{
    uint32_t n;
    uint64_t kept;
    int rc;
    if (dev == NULL || saved == NULL) {
        return HC_ACCEL_EINVAL;
    }
    if (dev->save_block == 0u) {
        return HC_ACCEL_EMODE;
    }
    if (!dev->open) {
        return HC_ACCEL_ESTATE;
    }
    wr(dev, REG(CTRL), HC_ACCEL__CTRL__SAVE_bm | dev->settings);
    rc = wait_digest(dev);
    dev->open = 0;
    if (rc != HC_ACCEL_OK) {
        hc_accel_abort(dev);
        return rc;
    }
    saved->settings = dev->settings & (HC_ACCEL__CTRL__MODE_bm | HC_ACCEL__CTRL__SLOT_bm);
    saved->length = (uint64_t)rd(dev, REG(LENGTH_LO)) | ((uint64_t)rd(dev, REG(LENGTH_HI)) << 32);
    for (n = 0u; n < CV_WORDS; n++) {
        saved->cv[n] = rd(dev, CV_WORD(n));
    }
    /* the bytes written after the hashed ones: the device dropped them */
    kept = dev->written - saved->length;
    if (saved->length > dev->written || kept > HC_ACCEL_TAIL_MAX) {
        return HC_ACCEL_EDEVICE;
    }
    saved->tail_len = (uint32_t)kept;
    for (n = 0u; n < saved->tail_len; n++) {
        saved->tail[n] = dev->recent[(saved->length + n) % HC_ACCEL_TAIL_MAX];
    }
    return HC_ACCEL_OK;
}

int hc_accel_restore(hc_accel_dev_t *dev, const hc_accel_saved_t *saved)
{
    uint32_t n;
    int rc;
    if (dev == NULL || saved == NULL || saved->tail_len > HC_ACCEL_TAIL_MAX) {
        return HC_ACCEL_EINVAL;
    }
    if (dev->save_block == 0u) {
        return HC_ACCEL_EMODE;
    }
    if (dev->open) {
        return HC_ACCEL_ESTATE;
    }
    if (saved->length % dev->save_block != 0u) {
        return HC_ACCEL_EINVAL;
    }
    for (n = 0u; n < CV_WORDS; n++) {
        wr(dev, CV_WORD(n), saved->cv[n]);
    }
    wr(dev, REG(LENGTH_LO), (uint32_t)saved->length);
    wr(dev, REG(LENGTH_HI), (uint32_t)(saved->length >> 32));
    rc = open_resumed(dev, (saved->settings & HC_ACCEL__CTRL__MODE_bm) >> HC_ACCEL__CTRL__MODE_bp,
                      (unsigned)((saved->settings & HC_ACCEL__CTRL__SLOT_bm) >> HC_ACCEL__CTRL__SLOT_bp),
                      1u);
    if (rc != HC_ACCEL_OK) {
        return rc;
    }
    dev->written = saved->length;
    return append(dev, REG(DATA), saved->tail, saved->tail_len);
}

void hc_accel_abort(hc_accel_dev_t *dev)
{
    wr(dev, REG(CTRL), HC_ACCEL__CTRL__ABORT_bm);
    wr(dev, REG(INT_STATUS), HC_ACCEL__INT_STATUS__DONE_bm | HC_ACCEL__INT_STATUS__ERROR_bm);
    dev->open = 0;
    dev->done = 0;
}
