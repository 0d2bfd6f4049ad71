//! The thread that runs the program joins rayon's pool as worker 0 when
//! it asked to and is the first to run a parallel kernel; its own
//! process, so no other test builds the global pool first.

use sigil_kernels::{map, run_kernels_on_this_thread, Bin, Expr, Node};

#[test]
fn the_program_thread_is_worker_zero() {
    assert_eq!(rayon::current_thread_index(), None);
    run_kernels_on_this_thread();
    let n = 1 << 18;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let expr = Expr {
        nodes: vec![Node::Input(0), Node::Input(0), Node::Bin(Bin::Add, 0, 1)],
        root: 2,
    };
    let mut out = vec![0f32; n];
    map(&expr, &[&a], &mut out, 2);
    assert!(out.iter().enumerate().all(|(i, &x)| x == 2.0 * i as f32));
    assert_eq!(rayon::current_thread_index(), Some(0));
    // Work from another thread is still done (by the other workers).
    let other = std::thread::spawn(move || {
        let mut out2 = vec![0f32; n];
        map(&expr, &[&a], &mut out2, 2);
        (rayon::current_thread_index(), out2 == out)
    })
    .join()
    .expect("no panic");
    assert_eq!(other, (None, true));
}
