(* Flow hash: known FNV-1a vectors, determinism, bucket range and a coarse
   uniformity check of the bucket reduction. *)
open Sfqsim

let () =
  (* FNV-1a 64 of the empty string and of "a" *)
  assert (Fhash.fnv1a64 Bytes.empty = 0xcbf29ce484222325L);
  assert (Fhash.fnv1a64 (Bytes.of_string "a") = 0xaf63dc4c8601ec8cL);
  let k = { Flowkey.src = 0x0A000001; dst = 0xC0A80001; sport = 4000; dport = 5201; proto = 6 } in
  assert (Fhash.hash ~perturb:1l k = Fhash.hash ~perturb:1l k);
  assert (Fhash.hash ~perturb:1l k <> Fhash.hash ~perturb:2l k);
  let rng = Prng.make 5 in
  List.iter
    (fun n ->
      let counts = Array.make n 0 in
      let draws = 200 * n in
      for _ = 1 to draws do
        let key = Workload.draw_key rng Workload.Mouse in
        let b = Fhash.bucket ~perturb:3l ~buckets:n key in
        assert (b >= 0 && b < n);
        counts.(b) <- counts.(b) + 1
      done;
      Array.iter (fun c -> assert (c > 100 && c < 300)) counts)
    [ 1; 7; 32; 64; 100; 128 ];
  Printf.printf "test_hash: ok (reduction %s)\n" Reduce.name
