(* Build the disciplines named in the configuration and run each over the
   same workload. *)

let scheduler_of_name (c : Config.t) (w : Workload.t) name : Sched.t list =
  let nflows = Array.length w.flows in
  match String.split_on_char ':' name with
  | [ "fifo" ] -> [ Fifo.make ~limit:c.fifo_limit ]
  | [ "drr" ] -> [ Drr.make ~flows:nflows ~limit:c.queue_limit ~quantum:c.quantum ]
  | [ "scfq" ] | [ "wfq" ] -> [ Wfq.make ~flows:nflows ~limit:c.queue_limit () ]
  | [ "sfq" ] ->
      List.map
        (fun b -> Sfq.make ~perturb:c.perturb ~buckets:b ~limit:c.queue_limit ~quantum:c.quantum w)
        c.sfq_buckets
  | [ "fqcodel" ] ->
      List.map
        (fun b ->
          Fq_codel.make ~perturb:c.perturb ~buckets:b ~limit:c.queue_limit ~quantum:c.quantum
            ~now:(fun () -> !Sim.clock) w)
        c.sfq_buckets
  | [ "sfq"; b ] ->
      [ Sfq.make ~perturb:c.perturb ~buckets:(int_of_string b) ~limit:c.queue_limit
          ~quantum:c.quantum w ]
  | _ -> failwith ("unknown scheduler: " ^ name)

type result = {
  config : Config.t;
  flows : int;
  packets : int;
  offered : float;
  rows : Metrics.row list;
  seconds : float;
}

let run ?(log = fun _ -> ()) ?(check = false) (c : Config.t) =
  let t0 = Unix.gettimeofday () in
  let w = Workload.generate c in
  log (Printf.sprintf "workload: %d flows, %d packets, offered load %.3f"
         (Array.length w.flows) (Array.length w.packets) (Workload.offered_load c w));
  let scheds = List.concat_map (scheduler_of_name c w) c.schedulers in
  let scheds = if check then List.map Sched_check.wrap scheds else scheds in
  let rows =
    List.map
      (fun (s : Sched.t) ->
        let tr = Sim.run w s in
        let r = Metrics.compute c w s tr in
        log (Printf.sprintf "  %-8s done (%d departures, %d drops)" s.name
               (Array.length tr.departures) (Array.length tr.dropped));
        r)
      scheds
  in
  {
    config = c;
    flows = Array.length w.flows;
    packets = Array.length w.packets;
    offered = Workload.offered_load c w;
    rows;
    seconds = Unix.gettimeofday () -. t0;
  }
