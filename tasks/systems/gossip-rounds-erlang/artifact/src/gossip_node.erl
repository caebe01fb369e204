%% gossip_node: one member of the group. Each node keeps its own random
%% stream (seeded from the run seed and its id) and, when the coordinator
%% ticks, chooses the peer it contacts in this round.
-module(gossip_node).
-export([start/3, init/3]).

start(Id, N, Seed) ->
    spawn(?MODULE, init, [Id, N, Seed]).

init(Id, N, Seed) ->
    random:seed(Seed rem 30269 + 1, (Id * 7919) rem 30307 + 1, (Seed + Id) rem 30323 + 1),
    loop(Id, N, false).

loop(Id, N, Infected) ->
    receive
        {tick, From, Proto} ->
            Target = case acts(Proto, Infected) of
                         true -> peer(Id, N);
                         false -> none
                     end,
            From ! {action, Id, Target},
            loop(Id, N, Infected);
        infect ->
            loop(Id, N, true);
        {stop, From} ->
            From ! {stopped, Id}
    end.

%% push: only nodes that know the rumour send; pull and push-pull: everyone asks
acts(push, Infected) -> Infected;
acts(_, _) -> true.

%% a uniformly chosen peer other than ourselves
peer(Id, N) ->
    R = random:uniform(N - 1),
    case R >= Id of
        true -> R + 1;
        false -> R
    end.
