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
  packets : int;  (* per seed, mean over seeds when sim.runs > 1 *)
  offered : float;
  rows : Metrics.row list;  (* mean over seeds *)
  per_seed : (int * Metrics.row list) list;
  seconds : float;
}

let run_one ~log ~check (c : Config.t) =
  let w = Workload.generate c in
  log (Printf.sprintf "workload: seed %d, %d flows, %d packets, offered load %.3f" c.seed
         (Array.length w.flows) (Array.length w.packets) (Workload.offered_load c w));
  let scheds = List.concat_map (scheduler_of_name c w) c.schedulers in
  let scheds = if check then List.map Sched_check.wrap scheds else scheds in
  let rows =
    List.map
      (fun (s : Sched.t) ->
        let tr = Sim.run w s in
        let r = Metrics.compute c w s tr in
        log (Printf.sprintf "  %-8s done (%d departures, %d drops)" s.name tr.served tr.ndropped);
        r)
      scheds
  in
  (w, rows)

let run ?(log = fun _ -> ()) ?(check = false) (c : Config.t) =
  let t0 = Unix.gettimeofday () in
  let seeds = List.init c.runs (fun k -> c.seed + k) in
  let runs =
    List.mapi
      (fun k seed ->
        if c.runs > 1 then log (Printf.sprintf "run %d/%d" (k + 1) c.runs);
        let c = { c with Config.seed } in
        let w, rows = run_one ~log ~check c in
        (seed, Array.length w.flows, Array.length w.packets, Workload.offered_load c w, rows))
      seeds
  in
  let nr = float_of_int c.runs in
  let _, flows, _, _, first_rows = List.hd runs in
  let rows =
    List.mapi
      (fun j _ -> Metrics.mean_rows (List.map (fun (_, _, _, _, rs) -> List.nth rs j) runs))
      first_rows
  in
  {
    config = c;
    flows;
    packets =
      int_of_float
        (Float.round (List.fold_left (fun a (_, _, p, _, _) -> a +. float_of_int p) 0.0 runs /. nr));
    offered = List.fold_left (fun a (_, _, _, o, _) -> a +. o) 0.0 runs /. nr;
    rows;
    per_seed = List.map (fun (s, _, _, _, rs) -> (s, rs)) runs;
    seconds = Unix.gettimeofday () -. t0;
  }
