//! A minimal natural-number bignum over a caller-provided limb buffer.
//!
//! Printing a float needs the exact integer `significand * 5^k` or
//! `significand * 2^k`, and then its quotient by a power of ten (by five, or a shift). Only
//! multiplication and division by one machine word are required, so this is
//! all that is implemented. The buffer comes from the caller so that the
//! common cases (every `f32` and `f64`, at most 40 limbs) run on the stack and
//! only `f80`/`f128` extremes touch the heap.

/// `5^27`, the largest power of five in a `u64`.
const POW5_27: u64 = 7_450_580_596_923_828_125;

pub(crate) struct Nat<'a> {
    limbs: &'a mut [u64],
    len: usize,
}

impl<'a> Nat<'a> {
    /// `value` in `buf`; `buf` must hold at least 2 limbs.
    pub fn new(buf: &'a mut [u64], value: u128) -> Self {
        buf[0] = value as u64;
        buf[1] = (value >> 64) as u64;
        let mut n = Nat { limbs: buf, len: 2 };
        n.trim();
        n
    }

    fn trim(&mut self) {
        while self.len > 0 && self.limbs[self.len - 1] == 0 {
            self.len -= 1;
        }
    }

    pub fn bit_len(&self) -> u64 {
        if self.len == 0 {
            0
        } else {
            (self.len as u64) * 64 - self.limbs[self.len - 1].leading_zeros() as u64
        }
    }

    /// The value when it fits in 128 bits.
    pub fn to_u128(&self) -> Option<u128> {
        match self.len {
            0 => Some(0),
            1 => Some(self.limbs[0] as u128),
            2 => Some(self.limbs[0] as u128 | (self.limbs[1] as u128) << 64),
            _ => None,
        }
    }

    /// `self *= m`. The buffer must have room for one more limb.
    pub fn mul_small(&mut self, m: u64) {
        let mut carry = 0u64;
        for limb in &mut self.limbs[..self.len] {
            let t = (*limb as u128) * (m as u128) + carry as u128;
            *limb = t as u64;
            carry = (t >> 64) as u64;
        }
        if carry != 0 {
            self.limbs[self.len] = carry;
            self.len += 1;
        }
    }

    /// `self *= 5^k`.
    pub fn mul_pow5(&mut self, mut k: u32) {
        while k >= 27 {
            self.mul_small(POW5_27);
            k -= 27;
        }
        if k > 0 {
            self.mul_small(5u64.pow(k));
        }
    }

    /// `self <<= s`. The buffer must have room.
    pub fn shl(&mut self, s: u32) {
        if self.len == 0 {
            return;
        }
        let words = (s / 64) as usize;
        let bits = s % 64;
        let old = self.len;
        if bits == 0 {
            self.limbs.copy_within(0..old, words);
            self.limbs[..words].fill(0);
            self.len = old + words;
            return;
        } else {
            self.limbs[old + words] = 0;
            for i in (0..old).rev() {
                let v = self.limbs[i];
                self.limbs[i + words + 1] |= v >> (64 - bits);
                self.limbs[i + words] = v << bits;
            }
        }
        self.limbs[..words].fill(0);
        self.len = old + words + 1;
        self.trim();
    }

    /// `self /= d`, returning the remainder.
    pub fn div_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for limb in self.limbs[..self.len].iter_mut().rev() {
            let cur = (rem << 64) | *limb as u128;
            *limb = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        self.trim();
        rem as u64
    }

    /// `self /= 5^t` (floor).
    pub fn div_pow5(&mut self, mut t: u32) {
        while t >= 27 && self.len > 0 {
            self.div_small(POW5_27);
            t -= 27;
        }
        if t > 0 && self.len > 0 {
            self.div_small(5u64.pow(t));
        }
    }

    /// `floor(self / 2^t)`, truncated to its low 128 bits.
    pub fn shr_to_u128(&self, t: u32) -> u128 {
        let word = (t / 64) as usize;
        let bit = t % 64;
        let limb = |i: usize| -> u128 {
            if i < self.len {
                self.limbs[i] as u128
            } else {
                0
            }
        };
        // Three limbs cover the 128 result bits plus the in-limb offset.
        let lo = limb(word) | limb(word + 1) << 64;
        let hi = limb(word + 2);
        if bit == 0 {
            lo
        } else {
            (lo >> bit) | (hi << (128 - bit))
        }
    }
}

/// Limbs needed to hold `bits` bits with headroom for one extra limb of
/// carry and one of shifting.
pub(crate) fn limbs_for_bits(bits: u64) -> usize {
    (bits / 64) as usize + 3
}
