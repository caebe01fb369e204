(* Debug wrapper: checks a discipline's invariants on every call
   (`sfqsim run --check`).  Roughly halves the speed; meant for new
   disciplines, not for the tables.

   Checked: the backlog never exceeds accepted minus dequeued packets (it is
   smaller when an AQM drops at dequeue time, as fq_codel does); a dequeued
   packet was accepted and not dequeued before; packets of one flow leave in
   sequence order (all our disciplines are FIFO within a flow); dequeue on an
   empty discipline returns None. *)

exception Violation of string

let wrap (s : Sched.t) : Sched.t =
  let inside = Hashtbl.create 1024 in
  let last_seq = Hashtbl.create 256 in
  let accepted = ref 0 and served = ref 0 in
  let fail fmt = Printf.ksprintf (fun m -> raise (Violation (s.name ^ ": " ^ m))) fmt in
  let check_backlog () =
    let b = s.backlog () in
    if b > !accepted - !served || b < 0 then
      fail "backlog %d but %d accepted and %d served" b !accepted !served
  in
  {
    s with
    Sched.enqueue =
      (fun p ->
        let ok = s.enqueue p in
        if ok then begin
          if Hashtbl.mem inside (p.flow, p.seq) then fail "packet %s enqueued twice" (Packet.to_string p);
          Hashtbl.replace inside (p.flow, p.seq) ();
          incr accepted
        end;
        check_backlog ();
        ok);
    dequeue =
      (fun () ->
        let was = s.backlog () in
        let r = s.dequeue () in
        (match r with
        | None -> if was <> 0 then fail "dequeue returned nothing with backlog %d" was
        | Some p ->
            if not (Hashtbl.mem inside (p.flow, p.seq)) then
              fail "dequeued %s which is not queued" (Packet.to_string p);
            Hashtbl.remove inside (p.flow, p.seq);
            (match Hashtbl.find_opt last_seq p.flow with
            | Some q when q >= p.seq -> fail "flow %d: seq %d after %d" p.flow p.seq q
            | _ -> ());
            Hashtbl.replace last_seq p.flow p.seq;
            incr served);
        check_backlog ();
        r);
  }
