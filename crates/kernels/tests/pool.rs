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
    let (expr2, a2, want) = (expr.clone(), a.clone(), out.clone());
    let other = std::thread::spawn(move || {
        let mut out2 = vec![0f32; n];
        map(&expr2, &[&a2], &mut out2, 2);
        (rayon::current_thread_index(), out2 == want)
    })
    .join()
    .expect("no panic");
    assert_eq!(other, (None, true));
    // After a parallel kernel one worker stays awake a while, looking for
    // work, then stops; the program's thread is never the one.
    map(&expr, &[&a], &mut out, 2);
    let t0 = std::time::Instant::now();
    while !sigil_kernels::pool_lingering() {
        assert!(t0.elapsed().as_secs() < 5, "no worker lingers");
        std::hint::spin_loop();
    }
    while sigil_kernels::pool_lingering() {
        assert!(t0.elapsed().as_secs() < 5, "a worker lingers for ever");
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert_eq!(rayon::current_thread_index(), Some(0));
}
