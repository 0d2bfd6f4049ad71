//! Matrix products `C (+)= A · B` on the `gemm` crate, which picks AVX-512,
//! AVX2 or SSE code at run time and splits the work over rayon's threads.
//!
//! Operands are strided views (row and column strides in elements, as
//! `gemm` takes them), so transposed operands (`matmul_transpose_a`, maps
//! that swap dims) need no copy. Small products run on one thread: below
//! about four million multiply-adds the fork costs more than it saves (the
//! 3x3 convolution of `bench/tensor.sh`, 168 products of 56x64x192, takes
//! 1.3 ms with each product on one thread and 3.6 ms with each split in two).

/// A matrix view: the element offset of `(i, j)` is `offset + i*rs + j*cs`.
#[derive(Clone, Copy, Debug)]
pub struct Strided {
    pub offset: usize,
    pub rs: isize,
    pub cs: isize,
}

impl Strided {
    /// Whether the `rows x cols` view lies inside a slice of `len`
    /// elements (non-negative strides, no overflow).
    pub fn fits(&self, rows: usize, cols: usize, len: usize) -> bool {
        self.extent(rows, cols).is_some_and(|e| e <= len)
    }

    /// The largest element offset the view touches for `rows x cols`, or
    /// `None` when a stride is negative or it overflows.
    fn extent(&self, rows: usize, cols: usize) -> Option<usize> {
        if rows == 0 || cols == 0 {
            return Some(0);
        }
        let rs = usize::try_from(self.rs).ok()?;
        let cs = usize::try_from(self.cs).ok()?;
        self.offset
            .checked_add((rows - 1).checked_mul(rs)?)?
            .checked_add((cols - 1).checked_mul(cs)?)?
            .checked_add(1)
    }
}

/// The element types `gemm` multiplies.
pub trait MatmulElem: Copy + 'static {
    const ZERO: Self;
    const ONE: Self;
}

impl MatmulElem for f32 {
    const ZERO: f32 = 0.0;
    const ONE: f32 = 1.0;
}

impl MatmulElem for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
}

/// `c[m x n] = (accumulate ? c : 0) + a[m x k] · b[k x n]`. Returns false,
/// computing nothing, when a view reaches past its slice or has a negative
/// stride.
#[allow(clippy::too_many_arguments)]
pub fn matmul<T: MatmulElem>(
    m: usize,
    n: usize,
    k: usize,
    c: &mut [T],
    cv: Strided,
    a: &[T],
    av: Strided,
    b: &[T],
    bv: Strided,
    accumulate: bool,
    threads: usize,
) -> bool {
    let fits = |v: Strided, rows, cols, len: usize| v.extent(rows, cols).is_some_and(|e| e <= len);
    if !(fits(cv, m, n, c.len()) && fits(av, m, k, a.len()) && fits(bv, k, n, b.len())) {
        return false;
    }
    if m == 0 || n == 0 {
        return true;
    }
    let work = m.saturating_mul(n).saturating_mul(k);
    let mut _section = None;
    let parallelism = if threads > 1 && work >= crate::PARALLEL_MACS {
        _section = Some(crate::pool::ready());
        gemm::Parallelism::Rayon(threads)
    } else {
        gemm::Parallelism::None
    };
    // SAFETY: the three checks above made sure that every element each view
    // addresses for these extents lies inside its slice, strides are
    // non-negative (`extent` refuses negative ones), and `c` is borrowed
    // mutably so it aliases neither `a` nor `b`.
    unsafe {
        gemm::gemm(
            m,
            n,
            k,
            c.as_mut_ptr().add(cv.offset),
            cv.cs,
            cv.rs,
            accumulate,
            a.as_ptr().add(av.offset),
            av.cs,
            av.rs,
            b.as_ptr().add(bv.offset),
            bv.cs,
            bv.rs,
            if accumulate { T::ONE } else { T::ZERO },
            T::ONE,
            false,
            false,
            false,
            parallelism,
        );
    }
    true
}

/// [`matmul`] on raw pointers, for products that write disjoint parts of
/// one output from several threads at once.
///
/// # Safety
/// The three views must fit the allocations behind `c`, `a` and `b` (as
/// [`Strided::fits`] checks against their lengths), and while the call
/// runs no other thread may read or write the elements of `c` the view
/// addresses, nor write those of `a` and `b`.
#[allow(clippy::too_many_arguments)]
pub unsafe fn matmul_ptr<T: MatmulElem>(
    m: usize,
    n: usize,
    k: usize,
    c: *mut T,
    cv: Strided,
    a: *const T,
    av: Strided,
    b: *const T,
    bv: Strided,
    accumulate: bool,
) {
    if m == 0 || n == 0 {
        return;
    }
    // SAFETY: the caller guarantees the views fit their allocations and
    // that nothing else touches C's elements meanwhile.
    unsafe {
        gemm::gemm(
            m,
            n,
            k,
            c.add(cv.offset),
            cv.cs,
            cv.rs,
            accumulate,
            a.add(av.offset),
            av.cs,
            av.rs,
            b.add(bv.offset),
            bv.cs,
            bv.rs,
            if accumulate { T::ONE } else { T::ZERO },
            T::ONE,
            false,
            false,
            false,
            gemm::Parallelism::None,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(m: usize, n: usize, k: usize, a: &[f64], b: &[f64]) -> Vec<f64> {
        let mut c = vec![0.0; m * n];
        for i in 0..m {
            for j in 0..n {
                for p in 0..k {
                    c[i * n + j] += a[i * k + p] * b[p * n + j];
                }
            }
        }
        c
    }

    #[test]
    fn row_major_and_transposed_views_agree_with_the_definition() {
        // 64x64x64 takes Miri minutes and reaches no code of ours the
        // smaller shapes miss.
        let big = if cfg!(miri) { (0, 0, 0) } else { (64, 64, 64) };
        for &(m, n, k) in &[(1, 1, 1), (3, 5, 7), (17, 9, 33), big, (0, 3, 2), (2, 0, 3)] {
            let a: Vec<f64> = (0..m * k).map(|i| (i % 13) as f64 - 6.0).collect();
            let b: Vec<f64> = (0..k * n).map(|i| (i % 7) as f64 * 0.5).collect();
            let want = naive(m, n, k, &a, &b);
            let mut c = vec![1.0; m * n];
            let rm = |cols: usize| Strided {
                offset: 0,
                rs: cols as isize,
                cs: 1,
            };
            assert!(matmul(
                m,
                n,
                k,
                &mut c,
                rm(n),
                &a,
                rm(k),
                &b,
                rm(n),
                false,
                2
            ));
            assert_eq!(c, want);
            // Accumulate onto ones.
            let mut c1 = vec![1.0; m * n];
            assert!(matmul(
                m,
                n,
                k,
                &mut c1,
                rm(n),
                &a,
                rm(k),
                &b,
                rm(n),
                true,
                1
            ));
            assert!(c1.iter().zip(&want).all(|(x, y)| *x == y + 1.0));
            // B given as its transpose (n x k, read with swapped strides).
            let mut bt = vec![0.0; n * k];
            for p in 0..k {
                for j in 0..n {
                    bt[j * k + p] = b[p * n + j];
                }
            }
            let mut c2 = vec![0.0; m * n];
            let btv = Strided {
                offset: 0,
                rs: 1,
                cs: k as isize,
            };
            assert!(matmul(
                m,
                n,
                k,
                &mut c2,
                rm(n),
                &a,
                rm(k),
                &bt,
                btv,
                false,
                2
            ));
            assert_eq!(c2, want);
        }
    }

    #[test]
    fn a_view_past_its_slice_is_refused() {
        let a = [1.0f32; 4];
        let b = [1.0f32; 4];
        let mut c = [0.0f32; 4];
        let v = Strided {
            offset: 0,
            rs: 2,
            cs: 1,
        };
        matmul(
            2,
            2,
            3,
            &mut c,
            v,
            &a,
            Strided {
                offset: 0,
                rs: 3,
                cs: 1,
            },
            &b,
            v,
            false,
            1,
        );
    }
}
