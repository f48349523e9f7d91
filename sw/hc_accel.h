/* hc_accel.h: the C99 driver of the hashcores accelerator (docs/accelerator.md), hash and
 * HMAC modes.
 *
 * No allocation, no OS: the caller owns the hc_accel_dev_t. Registers are reached through
 * an hc_mmio_t (hc_mmio.h), so the same code runs on a SoC and against the simulated RTL.
 * Register offsets and fields come from the header generated from the register
 * description (hc_accel_regs.h, `hashcores regs`).
 *
 *     hc_accel_dev_t dev;
 *     uint8_t digest[32];
 *     hc_mmio_t mmio = hc_mmio_soc((volatile void *)0x40010000u);
 *     if (hc_accel_init(&dev, &mmio) == HC_ACCEL_OK &&
 *         hc_accel_hash(&dev, "abc", 3, digest, sizeof digest) == 32) {
 *         ... digest holds SHA-256("abc")
 *     }
 *
 * HMAC (an accelerator over an HMAC core, INFO.KEY_SLOTS > 0): load a key into a slot once,
 * then MAC any number of messages under it; the MAC is INFO.DIGEST_BYTES long (the
 * instance's truncation, e.g. 12 bytes for HMAC-SHA1-96):
 *
 *     hc_accel_set_key(&dev, 0, key, key_len);
 *     n = hc_accel_hmac(&dev, 0, packet, len, mac, sizeof mac);   (MAC length, or < 0)
 *     hc_accel_wipe_key(&dev, 0);
 *
 * Keys are written, never read back: the KEY window is write-only (a read is refused), and
 * the driver keeps no copy. hc_accel_init (its ABORT resets the core) wipes every slot.
 *
 * Save and restore (a device whose INFO.SAVE_BLOCK_BYTES > 0): a long hash or HMAC message
 * yields to others and continues later, its state kept by the caller (an hc_accel_saved_t,
 * about 200 bytes); any number of messages may be saved at once. An HMAC message's key
 * stays in its slot, which the restore names again: load another key into that slot
 * before the restore and the MAC is wrong (the inner hash began under the old key):
 *
 *     hc_accel_start(&dev); hc_accel_update(&dev, part1, n1);
 *     hc_accel_save(&dev, &saved);                 (the device is idle now)
 *     hc_accel_hash(&dev, other, n, digest2, sizeof digest2);
 *     hc_accel_restore(&dev, &saved); hc_accel_update(&dev, part2, n2);
 *     hc_accel_final(&dev, digest, sizeof digest); (the digest of part1 || part2)
 *
 * Interrupt mode: hc_accel_use_irq(&dev, on_done, arg) and call hc_accel_irq(&dev) from the
 * accelerator's interrupt handler; hc_accel_final then waits for the handler's flag
 * (calling dev.wait_hook, e.g. a wait-for-interrupt instruction, while it waits).
 */
#ifndef HC_ACCEL_H
#define HC_ACCEL_H

#include <stddef.h>
#include <stdint.h>

#include "hc_mmio.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    HC_ACCEL_OK = 0,
    HC_ACCEL_EINVAL = -1,   /* a null pointer, a digest buffer too small, no such slot */
    HC_ACCEL_ESTATE = -2,   /* update/final without start, start while a message is open */
    HC_ACCEL_ETIMEOUT = -3, /* no digest within max_polls waits */
    HC_ACCEL_EDEVICE = -4,  /* the accelerator reported an error (INT_STATUS.ERROR), e.g. an
                               HMAC under a slot that holds no key */
    HC_ACCEL_EMODE = -5     /* not this core's mode: HMAC calls on a hash core, or hash
                               calls on an HMAC core */
};

typedef void (*hc_accel_callback_t)(void *arg);

/* Bytes of a message written beyond its last hashed block that a save can hand back: the
 * block the core had begun (up to 128 bytes) and the 3 the DATA window keeps. */
#define HC_ACCEL_TAIL_MAX 132u

/* A saved message (hc_accel_save, hc_accel_restore): the device's CV and LENGTH, and
 * the bytes written after the LENGTH ones, which go to the device again on restore. */
typedef struct hc_accel_saved {
    uint32_t cv[16];                      /* CV words (HMAC: the inner hash's state) */
    uint64_t length;                      /* LENGTH: the bytes cv covers, whole blocks */
    uint32_t settings;                    /* its CTRL.MODE and CTRL.SLOT */
    uint32_t tail_len;
    uint8_t tail[HC_ACCEL_TAIL_MAX];
} hc_accel_saved_t;

typedef struct hc_accel_dev {
    hc_mmio_t mmio;
    uint32_t digest_bytes;          /* INFO.DIGEST_BYTES */
    uint32_t fifo_depth;            /* INFO.FIFO_DEPTH, in 32-bit beats */
    uint32_t key_slots;             /* INFO.KEY_SLOTS: 0 for a hash core */
    uint32_t save_block;            /* INFO.SAVE_BLOCK_BYTES: 0 when messages cannot be saved */
    uint32_t max_polls;             /* waits for a digest before HC_ACCEL_ETIMEOUT */
    int open;                       /* an operation is open (start .. final) */
    uint32_t settings;              /* its CTRL.MODE and CTRL.SLOT, kept by every CTRL write */
    int use_irq;                    /* wait for hc_accel_irq instead of polling STATUS */
    volatile int done;              /* set by hc_accel_irq when a digest is ready */
    volatile int error;             /* set by hc_accel_irq on INT_STATUS.ERROR */
    hc_accel_callback_t on_done;    /* called by hc_accel_irq (interrupt context) */
    void *on_done_arg;
    void (*wait_hook)(void *ctx);   /* called (with mmio.ctx) on every wait; may be NULL */
    uint64_t written;               /* bytes of the open hash message so far, from its start */
    uint8_t recent[HC_ACCEL_TAIL_MAX]; /* its last bytes: byte p at recent[p % TAIL_MAX] */
} hc_accel_dev_t;

/* Bind to the device, abort anything in flight, clear its events; polling mode. */
int hc_accel_init(hc_accel_dev_t *dev, const hc_mmio_t *mmio);
/* Interrupt mode: enable the done and error interrupts; `on_done` may be NULL. */
void hc_accel_use_irq(hc_accel_dev_t *dev, hc_accel_callback_t on_done, void *arg);
/* The interrupt handler's body: read and clear INT_STATUS, set the flags, call back. */
void hc_accel_irq(hc_accel_dev_t *dev);
/* Open a message (hash mode). */
int hc_accel_start(hc_accel_dev_t *dev);
/* Open a message to MAC under the key of `slot` (HMAC mode); update and final as above. */
int hc_accel_hmac_start(hc_accel_dev_t *dev, unsigned slot);
/* Load `len` bytes (any length, 0 included) as the key of `slot` and wait until the core
 * has it; MACs after it use it. */
int hc_accel_set_key(hc_accel_dev_t *dev, unsigned slot, const void *key, size_t len);
/* Wipe the key of `slot`: a MAC under it then fails with HC_ACCEL_EDEVICE. */
int hc_accel_wipe_key(hc_accel_dev_t *dev, unsigned slot);
/* Append `len` bytes (any alignment, any length, 0 included). */
int hc_accel_update(hc_accel_dev_t *dev, const void *data, size_t len);
/* Close the message, wait for the digest (or MAC), copy it; returns its length in bytes. */
int hc_accel_final(hc_accel_dev_t *dev, uint8_t *digest, size_t capacity);
/* start + update + final. */
int hc_accel_hash(hc_accel_dev_t *dev, const void *data, size_t len, uint8_t *digest,
                  size_t capacity);
/* hmac_start + update + final. */
int hc_accel_hmac(hc_accel_dev_t *dev, unsigned slot, const void *data, size_t len,
                  uint8_t *mac, size_t capacity);
/* Save the open hash or HMAC message into `saved` (CTRL.SAVE: the core hashes the whole blocks it
 * has; CV and LENGTH are read, the bytes after them kept); the device is then idle.
 * HC_ACCEL_EMODE when the device cannot save. */
int hc_accel_save(hc_accel_dev_t *dev, hc_accel_saved_t *saved);
/* Open the message of `saved` again (CV, LENGTH, CTRL.RESUME, and its kept bytes); update
 * and final continue it. `saved` may be restored any number of times. */
int hc_accel_restore(hc_accel_dev_t *dev, const hc_accel_saved_t *saved);
/* Drop the open message (CTRL.ABORT); the device is idle after it. */
void hc_accel_abort(hc_accel_dev_t *dev);

#ifdef __cplusplus
}
#endif

#endif /* HC_ACCEL_H */
