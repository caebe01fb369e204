(* Quick demo: a small workload through FIFO and per-flow DRR.  Runs in well
   under a second; used by `make demo` and the CI smoke job. *)

open Sfqsim

let () =
  let path = if Array.length Sys.argv > 1 then Sys.argv.(1) else "conf/quick.conf" in
  let c = Config.load path in
  let c = { c with Config.schedulers = [ "fifo"; "drr" ] } in
  let e = Experiment.run c in
  Report.print_table stdout e;
  let fifo = List.find (fun (r : Metrics.row) -> r.sched = "fifo") e.rows in
  let drr = List.find (fun (r : Metrics.row) -> r.sched = "drr") e.rows in
  if drr.jain >= fifo.jain && drr.mice_p99 <= fifo.mice_p99 then
    print_endline "demo OK: DRR is at least as fair as FIFO and protects the mice"
  else (print_endline "demo FAILED: DRR worse than FIFO?"; exit 1)
