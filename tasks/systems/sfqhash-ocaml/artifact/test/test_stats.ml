(* Stats helpers: Jain's index, nearest-rank percentiles, summaries. *)
open Sfqsim

let close a b = Float.abs (a -. b) < 1e-12

let () =
  assert (close (Stats.jain [| 5; 5; 5; 5 |]) 1.0);
  assert (close (Stats.jain [| 1; 0; 0; 0 |]) 0.25);
  assert (Float.is_nan (Stats.jain [||]));
  assert (Stats.percentile_int 99 [ 1 ] = 1);
  assert (Stats.percentile_int 50 [ 3; 1; 2; 4 ] = 2);
  assert (Stats.percentile_int 99 (List.init 100 (fun i -> i + 1)) = 99);
  assert (Stats.percentile_int 99 (List.init 101 (fun i -> i + 1)) = 100);
  assert (close (Stats.pct 1 4) 25.0);
  let a = Summary.aggregate [ 1.0; 2.0; 3.0 ] in
  assert (close a.mean 2.0 && close a.sd 1.0 && a.n = 3);
  let h = Histogram.of_list [ 0; 1; 2; 3; 1000 ] in
  assert (h.n = 5 && h.max = 1000);
  assert (Histogram.percentile_bound h 50 <= 4);
  print_endline "test_stats: ok"
