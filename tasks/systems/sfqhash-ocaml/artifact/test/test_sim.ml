(* End-to-end on the quick configuration: every packet is either served or
   dropped, service never overlaps, and runs are reproducible. *)
open Sfqsim

let () =
  let c = Config.validate { Config.default with horizon = 200_000; warmup = 20_000 } in
  let w = Workload.generate c in
  List.iter
    (fun mk ->
      let s : Sched.t = mk () in
      let t = Sim.run w s in
      assert (t.served + t.ndropped = Array.length w.packets);
      let last = ref 0 in
      Array.iter
        (fun (d : Sim.departure) ->
          assert (d.start >= !last);
          assert (d.start >= d.pkt.arrival);
          assert (d.finish = d.start + d.pkt.size);
          last := d.finish)
        (Sim.departures w t);
      let t2 = Sim.run w (mk ()) in
      assert (Sim.order_digest w t = Sim.order_digest w t2))
    [
      (fun () -> Fifo.make ~limit:c.fifo_limit);
      (fun () -> Drr.make ~flows:(Array.length w.flows) ~limit:c.queue_limit ~quantum:c.quantum);
      (fun () -> Sfq.make ~perturb:1l ~buckets:16 ~limit:c.queue_limit ~quantum:c.quantum w);
      (fun () -> Wfq.make ~flows:(Array.length w.flows) ~limit:c.queue_limit ());
    ];
  print_endline "test_sim: ok"
