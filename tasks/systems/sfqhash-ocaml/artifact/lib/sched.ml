(* The interface every queueing discipline implements.  A discipline owns
   its buffers; [enqueue] returns [false] when it drops the packet. *)

type t = {
  name : string;
  enqueue : Packet.t -> bool;
  dequeue : unit -> Packet.t option;
  backlog : unit -> int;  (* packets queued *)
  describe : unit -> (string * Yojson.Safe.t) list;  (* discipline-specific facts *)
}

let is_empty s = s.backlog () = 0
