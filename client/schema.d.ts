/**
 * Types of the Cardroom HTTP API, generated from its OpenAPI document by scripts/generate-client.ts
 * (openapi-typescript). Do not edit: run `npm run client:generate`; CI runs `npm run client:check`.
 */
export interface paths {
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; the answer holds its API key, shown this once */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public profile with the ratings per game */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{name}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's matches, newest first, paginated like the lobby */
        get: operations["listAccountMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your own profile (API key) */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new API key; the one sent stops working at once */
        post: operations["rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account event stream: challenge, challengeCanceled, challengeDeclined, matchStart, yourTurn, matchFinish, seriesInvite, seriesFinish, tournamentStart, tournamentRound, tournamentFinish, gauntletFinish
         * @description Server-Sent Events (`event: <type>`, `data: <JSON>`), or NDJSON with `Accept: application/x-ndjson`. First the current picture (one `challenge` per open challenge to or from you, one `seriesInvite` per series awaiting your answer, one `yourTurn` per match waiting for you), then events as they happen: each event's schema is `AccountEvent` (one of the `Account…Event` schemas, by `type`). Keep-alive every 10 s (an SSE comment, or an empty NDJSON line). A `yourTurn` carries `view`: your seat's view as `GET /{game}/matches/{id}` answers it at that `version`, with `legalMoves`; a bot plays each turn with one request, `POST /{game}/matches/{id}/moves` with a legal move, `expectedVersion` = the event's `version` and `Prefer: return=minimal`. Replacing the API key ends every stream opened with the old one at once. Every match event (`matchStart`, `yourTurn`, `matchFinish`) has an id, its SSE `id:` and its `eventId` (the stream's cursor: the last version of each of your matches you hold): a client that reconnects with the last one (`Last-Event-ID`, or `?since=<id>`) on any instance gets, instead of the picture, every match event it missed, each match's versions exactly once and in order (a `yourTurn` for every version where its seat was to act, with that version's view), then the live events; open challenges and series invitations come again as in the picture.
         */
        get: operations["followAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Challenge named accounts; the built-in bots accept at once */
        post: operations["createChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/challenges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A challenge (anyone) */
        get: operations["getChallenge"];
        put?: never;
        post?: never;
        /** Withdraw a challenge (the challenger) */
        delete: operations["cancelChallenge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/challenges/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept (an invitee); the last acceptance creates the match */
        post: operations["acceptChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/challenges/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline (an invitee) */
        post: operations["declineChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{game}/seeks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seek a match: paired with compatible seeks, oldest first */
        post: operations["createSeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seeks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your seek (with matchId once paired) */
        get: operations["getSeek"];
        put?: never;
        post?: never;
        /** Cancel your waiting seek */
        delete: operations["cancelSeek"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournaments, newest first, paginated */
        get: operations["listTournaments"];
        put?: never;
        /** Create a tournament (round robin or Swiss); it opens for players */
        post: operations["createTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{name}/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tournaments an account entered, newest first, paginated */
        get: operations["listAccountTournaments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tournament: players, rounds, standings */
        get: operations["getTournament"];
        put?: never;
        post?: never;
        /** Cancel (the creator) while open or running; matches being played finish as ordinary matches */
        delete: operations["cancelTournament"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tournaments/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join (your account), or, as the creator, enter a built-in level: { "account": "expert-bot" } */
        post: operations["joinTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tournaments/{id}/players/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw: leave an open tournament; in a running one, your remaining matches are lost */
        delete: operations["withdrawFromTournament"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tournaments/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start (the creator), once minPlayers joined */
        post: operations["startTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tournaments/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every match with places and points: JSON, or CSV with ?format=csv (one line per player per match) */
        get: operations["getTournamentResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tournaments/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events of a tournament: round, matchFinish, standings, finish
         * @description First `standings` (and `finish` when it is over, which ends the stream), then `round` (the pairings of a new round), `matchFinish` (a match with its places), `standings` after each change, and `finish`.
         */
        get: operations["followTournament"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{game}/gauntlets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account against every built-in level in turn, rated on the game's fixed scale */
        post: operations["createGauntlet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gauntlets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gauntlet: its series per level, progress and result (anyone) */
        get: operations["getGauntlet"];
        put?: never;
        post?: never;
        /** Cancel (its account): matches in flight finish, no new ones start */
        delete: operations["cancelGauntlet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gauntlets/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The finished gauntlet’s certificate: every seed, match and score, the estimator, the result, a SHA-256 digest */
        get: operations["getGauntletCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{game}/gauntlet-leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each account's best finished gauntlet on the game's scale, best rating first */
        get: operations["gauntletLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{name}/gauntlets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's gauntlets, newest first, paginated */
        get: operations["listAccountGauntlets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{name}/gauntlet-ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's best finished gauntlet per game (on the newest scale it was rated on) */
        get: operations["accountGauntletRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{game}/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts with at least one rated match of the game (and the seeded built-in levels), best first */
        get: operations["getLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{name}/ratings/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's rating over time: each change by a rated match, oldest first */
        get: operations["getRatingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The games served here, with their seat counts and option defaults */
        get: operations["listGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process serves and reaches its database */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers, the migrations are applied, the event transport is connected and the instance is not shutting down */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listEastWestMatches"];
        put?: never;
        /**
         * Create an East-West match
         * @description East-West (Reiner Knizia), 2 players, 32-card deck: three face-up centre cards are shared; on your turn you draw a card (only you see it) and place it on your side of a column, 4 per column, making one 5-card poker hand per column with its centre card. Win 2 columns for 1 point or all 3 for 2 points; the first to `targetPoints` wins.
         *
         *     The answer carries the token of every seat created with a name; when exactly one seat was, it is that seat's own view, with its `legalMoves`.
         *
         *     A match of bots only (a built-in bot in every seat) is answered `active`, with nothing played, and played in the background (`BOTS_ONLY_MATCHES_PER_ACCOUNT` at once per account, the others in turn): wait for its end on its event stream (`GET …/matches/{id}/events`) or by long poll (`GET …/matches/{id}?waitForVersion=1`).
         */
        post: operations["createEastWestMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer is version N+1, the next one after N (a past version as `atVersion` shows it, when the match has moved further), waiting for it (long poll) until the version exceeds N, or `timeoutSeconds` (then the current view); a finished match answers at once. With `atVersion=v`: the match as it was at version v, rebuilt from the seed and the move log (docs/records.md).
         */
        get: operations["getEastWestMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinEastWestMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listEastWestMoves"];
        put?: never;
        /**
         * Play an East-West move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered. With `Prefer: return=minimal` it is only `MoveAck` (id, game, status, version, toAct, you, result, deadline: whose turn it is and whether the match is over), and the answer says `Preference-Applied: return=minimal`. Examples marked as shapes show the form of a move: take the values from your `legalMoves`.
         */
        post: operations["moveEastWest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkEastWestMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign: give up the match
         * @description Two seats: the match finishes at once and the other side wins (`result.reason` = `resigned`). More seats: your seat is out (ranked last among those still in), its timeout move is played whenever it would act, and the match goes on. The answer is the match as your seat sees it.
         */
        post: operations["resignEastWestMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The record of a finished match: options, seed, seats, every move, the result and every deal
         * @description JSON in the format of docs/records.md (schema: docs/match-record.schema.json). `npm run verify -- --record <file>` checks it offline. 409 before the match is finished.
         */
        get: operations["getEastWestRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/east-west/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description Your token as a bearer header (Authorize) or `?token=` (for EventSource, which cannot set headers). The stream is `text/event-stream`: each event is `event: state`, `id: <version>` and `data: <the match view as your seat sees it, one line of JSON>`, then a blank line; one at once, then every version exactly once and in order (versions that land together are each sent); a `: ping` comment every 15 s. `Last-Event-ID: <version>` resumes with every version after that one. With an API key the stream counts against the account's MAX_STREAMS_PER_ACCOUNT (429 `too-many-streams` past it) and ends when the key is replaced. A finished match sends its final view and ends the stream (204 when you already have it). Swagger UI shows the answer only when the stream ends: try it on a finished match, or use `curl -N`.
         */
        get: operations["followEastWestMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listInBetweenMatches"];
        put?: never;
        /**
         * Create an In-Between match
         * @description In-Between (Acey-Deucey), 2-8 players: two posts are turned for the player on turn, who bets 1 to M chips (at most the pot and their stack) that a third card ranks strictly between them; a pair of posts pays from the pot, consecutive posts cost 1 chip. The most chips after `rounds` orbits of the deal wins.
         *
         *     The answer carries the token of every seat created with a name; when exactly one seat was, it is that seat's own view, with its `legalMoves`.
         *
         *     A match of bots only (a built-in bot in every seat) is answered `active`, with nothing played, and played in the background (`BOTS_ONLY_MATCHES_PER_ACCOUNT` at once per account, the others in turn): wait for its end on its event stream (`GET …/matches/{id}/events`) or by long poll (`GET …/matches/{id}?waitForVersion=1`).
         */
        post: operations["createInBetweenMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer is version N+1, the next one after N (a past version as `atVersion` shows it, when the match has moved further), waiting for it (long poll) until the version exceeds N, or `timeoutSeconds` (then the current view); a finished match answers at once. With `atVersion=v`: the match as it was at version v, rebuilt from the seed and the move log (docs/records.md).
         */
        get: operations["getInBetweenMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinInBetweenMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listInBetweenMoves"];
        put?: never;
        /**
         * Play an In-Between move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered. With `Prefer: return=minimal` it is only `MoveAck` (id, game, status, version, toAct, you, result, deadline: whose turn it is and whether the match is over), and the answer says `Preference-Applied: return=minimal`. Examples marked as shapes show the form of a move: take the values from your `legalMoves`.
         */
        post: operations["moveInBetween"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkInBetweenMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign: give up the match
         * @description Two seats: the match finishes at once and the other side wins (`result.reason` = `resigned`). More seats: your seat is out (ranked last among those still in), its timeout move is played whenever it would act, and the match goes on. The answer is the match as your seat sees it.
         */
        post: operations["resignInBetweenMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The record of a finished match: options, seed, seats, every move, the result and every deal
         * @description JSON in the format of docs/records.md (schema: docs/match-record.schema.json). `npm run verify -- --record <file>` checks it offline. 409 before the match is finished.
         */
        get: operations["getInBetweenRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/in-between/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description Your token as a bearer header (Authorize) or `?token=` (for EventSource, which cannot set headers). The stream is `text/event-stream`: each event is `event: state`, `id: <version>` and `data: <the match view as your seat sees it, one line of JSON>`, then a blank line; one at once, then every version exactly once and in order (versions that land together are each sent); a `: ping` comment every 15 s. `Last-Event-ID: <version>` resumes with every version after that one. With an API key the stream counts against the account's MAX_STREAMS_PER_ACCOUNT (429 `too-many-streams` past it) and ends when the key is replaced. A finished match sends its final view and ends the stream (204 when you already have it). Swagger UI shows the answer only when the stream ends: try it on a finished match, or use `curl -N`.
         */
        get: operations["followInBetweenMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listChinesePokerMatches"];
        put?: never;
        /**
         * Create a Chinese Poker match
         * @description Chinese Poker (Thirteen), 2–4 players: arrange your 13 cards into a 3-card front, a 5-card middle and a 5-card back row (back ≥ middle ≥ front), all seats at once and in secret; rows are compared pairwise with bonus points for strong rows, special hands score a fixed bonus. Everything is revealed when every seat has submitted.
         *
         *     The answer carries the token of every seat created with a name; when exactly one seat was, it is that seat's own view, with its `legalMoves`.
         *
         *     A match of bots only (a built-in bot in every seat) is answered `active`, with nothing played, and played in the background (`BOTS_ONLY_MATCHES_PER_ACCOUNT` at once per account, the others in turn): wait for its end on its event stream (`GET …/matches/{id}/events`) or by long poll (`GET …/matches/{id}?waitForVersion=1`).
         */
        post: operations["createChinesePokerMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer is version N+1, the next one after N (a past version as `atVersion` shows it, when the match has moved further), waiting for it (long poll) until the version exceeds N, or `timeoutSeconds` (then the current view); a finished match answers at once. With `atVersion=v`: the match as it was at version v, rebuilt from the seed and the move log (docs/records.md).
         */
        get: operations["getChinesePokerMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinChinesePokerMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listChinesePokerMoves"];
        put?: never;
        /**
         * Play a Chinese Poker move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered. With `Prefer: return=minimal` it is only `MoveAck` (id, game, status, version, toAct, you, result, deadline: whose turn it is and whether the match is over), and the answer says `Preference-Applied: return=minimal`. Examples marked as shapes show the form of a move: take the values from your `legalMoves`.
         */
        post: operations["moveChinesePoker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkChinesePokerMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign: give up the match
         * @description Two seats: the match finishes at once and the other side wins (`result.reason` = `resigned`). More seats: your seat is out (ranked last among those still in), its timeout move is played whenever it would act, and the match goes on. The answer is the match as your seat sees it.
         */
        post: operations["resignChinesePokerMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The record of a finished match: options, seed, seats, every move, the result and every deal
         * @description JSON in the format of docs/records.md (schema: docs/match-record.schema.json). `npm run verify -- --record <file>` checks it offline. 409 before the match is finished.
         */
        get: operations["getChinesePokerRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chinese-poker/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description Your token as a bearer header (Authorize) or `?token=` (for EventSource, which cannot set headers). The stream is `text/event-stream`: each event is `event: state`, `id: <version>` and `data: <the match view as your seat sees it, one line of JSON>`, then a blank line; one at once, then every version exactly once and in order (versions that land together are each sent); a `: ping` comment every 15 s. `Last-Event-ID: <version>` resumes with every version after that one. With an API key the stream counts against the account's MAX_STREAMS_PER_ACCOUNT (429 `too-many-streams` past it) and ends when the key is replaced. A finished match sends its final view and ends the stream (204 when you already have it). Swagger UI shows the answer only when the stream ends: try it on a finished match, or use `curl -N`.
         */
        get: operations["followChinesePokerMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listEuchreMatches"];
        put?: never;
        /**
         * Create a Euchre match
         * @description Euchre (four-hand, North American), 4 players in two partnerships (seats 0+2 and 1+3), 24 cards: order up the up card or name trump in a second round, the dealer discards, anyone may go alone, the makers need 3 of 5 tricks (bowers rank highest). First partnership to `targetPoints` wins.
         *
         *     The answer carries the token of every seat created with a name; when exactly one seat was, it is that seat's own view, with its `legalMoves`.
         *
         *     A match of bots only (a built-in bot in every seat) is answered `active`, with nothing played, and played in the background (`BOTS_ONLY_MATCHES_PER_ACCOUNT` at once per account, the others in turn): wait for its end on its event stream (`GET …/matches/{id}/events`) or by long poll (`GET …/matches/{id}?waitForVersion=1`).
         */
        post: operations["createEuchreMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer is version N+1, the next one after N (a past version as `atVersion` shows it, when the match has moved further), waiting for it (long poll) until the version exceeds N, or `timeoutSeconds` (then the current view); a finished match answers at once. With `atVersion=v`: the match as it was at version v, rebuilt from the seed and the move log (docs/records.md).
         */
        get: operations["getEuchreMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinEuchreMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listEuchreMoves"];
        put?: never;
        /**
         * Play a Euchre move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered. With `Prefer: return=minimal` it is only `MoveAck` (id, game, status, version, toAct, you, result, deadline: whose turn it is and whether the match is over), and the answer says `Preference-Applied: return=minimal`. Examples marked as shapes show the form of a move: take the values from your `legalMoves`.
         */
        post: operations["moveEuchre"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkEuchreMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign: give up the match
         * @description Two sides (the partnerships): the match finishes at once and the other side wins (`result.reason` = `resigned`). More seats: your seat is out (ranked last among those still in), its timeout move is played whenever it would act, and the match goes on. The answer is the match as your seat sees it.
         */
        post: operations["resignEuchreMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The record of a finished match: options, seed, seats, every move, the result and every deal
         * @description JSON in the format of docs/records.md (schema: docs/match-record.schema.json). `npm run verify -- --record <file>` checks it offline. 409 before the match is finished.
         */
        get: operations["getEuchreRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/euchre/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description Your token as a bearer header (Authorize) or `?token=` (for EventSource, which cannot set headers). The stream is `text/event-stream`: each event is `event: state`, `id: <version>` and `data: <the match view as your seat sees it, one line of JSON>`, then a blank line; one at once, then every version exactly once and in order (versions that land together are each sent); a `: ping` comment every 15 s. `Last-Event-ID: <version>` resumes with every version after that one. With an API key the stream counts against the account's MAX_STREAMS_PER_ACCOUNT (429 `too-many-streams` past it) and ends when the key is replaced. A finished match sends its final view and ends the stream (204 when you already have it). Swagger UI shows the answer only when the stream ends: try it on a finished match, or use `curl -N`.
         */
        get: operations["followEuchreMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lobby: matches by status, newest first, paginated */
        get: operations["listTexasHoldemMatches"];
        put?: never;
        /**
         * Create a Texas Hold'em match
         * @description Texas Hold'em, 2-10 players: two hole cards each and five shared board cards, best five of seven. Variant `betting` (default): blinds, antes, no-limit / pot-limit / fixed-limit, four betting rounds, side pots; variant `no-betting`: a single round of bets. Bet and raise sizes come as { min, max } templates in legalMoves; `raise.to` is the total bet in the round. The last player with chips wins, or the most chips after `maxHands`.
         *
         *     The answer carries the token of every seat created with a name; when exactly one seat was, it is that seat's own view, with its `legalMoves`.
         *
         *     A match of bots only (a built-in bot in every seat) is answered `active`, with nothing played, and played in the background (`BOTS_ONLY_MATCHES_PER_ACCOUNT` at once per account, the others in turn): wait for its end on its event stream (`GET …/matches/{id}/events`) or by long poll (`GET …/matches/{id}?waitForVersion=1`).
         */
        post: operations["createTexasHoldemMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as a spectator or, with a seat token, as that seat sees it
         * @description With `waitForVersion=N` the answer is version N+1, the next one after N (a past version as `atVersion` shows it, when the match has moved further), waiting for it (long poll) until the version exceeds N, or `timeoutSeconds` (then the current view); a finished match answers at once. With `atVersion=v`: the match as it was at version v, rebuilt from the seed and the move log (docs/records.md).
         */
        get: operations["getTexasHoldemMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the match starts when every seat is taken */
        post: operations["joinTexasHoldemMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The move log, redacted for what is still hidden from the caller */
        get: operations["listTexasHoldemMoves"];
        put?: never;
        /**
         * Play a Texas Hold'em move
         * @description The body is one of the move objects below, optionally with `expectedVersion`. The answer is the match after the move and the automatic steps and bot moves it triggered. With `Prefer: return=minimal` it is only `MoveAck` (id, game, status, version, toAct, you, result, deadline: whose turn it is and whether the match is over), and the answer says `Preference-Applied: return=minimal`. Examples marked as shapes show the form of a move: take the values from your `legalMoves`.
         */
        post: operations["moveTexasHoldem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry run: would this move be accepted now? Nothing is played or stored
         * @description Same body as a move. Answers `{ valid, reason, message, details? }`; `details` is game-specific (Chinese poker: each row and the special hands it qualifies for).
         */
        post: operations["checkTexasHoldemMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign: give up the match
         * @description Two seats: the match finishes at once and the other side wins (`result.reason` = `resigned`). More seats: your seat is out (ranked last among those still in), its timeout move is played whenever it would act, and the match goes on. The answer is the match as your seat sees it.
         */
        post: operations["resignTexasHoldemMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The record of a finished match: options, seed, seats, every move, the result and every deal
         * @description JSON in the format of docs/records.md (schema: docs/match-record.schema.json). `npm run verify -- --record <file>` checks it offline. 409 before the match is finished.
         */
        get: operations["getTexasHoldemRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events: `event: state` with your view at every new version
         * @description Your token as a bearer header (Authorize) or `?token=` (for EventSource, which cannot set headers). The stream is `text/event-stream`: each event is `event: state`, `id: <version>` and `data: <the match view as your seat sees it, one line of JSON>`, then a blank line; one at once, then every version exactly once and in order (versions that land together are each sent); a `: ping` comment every 15 s. `Last-Event-ID: <version>` resumes with every version after that one. With an API key the stream counts against the account's MAX_STREAMS_PER_ACCOUNT (429 `too-many-streams` past it) and ends when the key is replaced. A finished match sends its final view and ends the stream (204 when you already have it). Swagger UI shows the answer only when the stream ends: try it on a finished match, or use `curl -N`.
         */
        get: operations["followTexasHoldemMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/hands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The finished hands: every card once the match is finished; while it runs, your own hole cards and the hands shown */
        get: operations["listTexasHoldemHands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/acpc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The finished match as the ACPC dealer's log: one STATE line per hand, every card shown, values in chips (409 before the end) */
        get: operations["getTexasHoldemAcpcLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/texas-holdem/matches/{id}/hands/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hand n (from 1) as JSON, or in PHH with Accept: application/x-phh or ?format=phh */
        get: operations["getTexasHoldemHand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{game}/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A series of (duplicate) deals against built-in levels or invited accounts */
        post: operations["createSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/series/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A series with its matches and standings (anyone) */
        get: operations["getSeries"];
        put?: never;
        post?: never;
        /** Cancel (the creator): matches in flight finish, no new ones start */
        delete: operations["cancelSeries"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/series/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events of a series: `event: series` with the series at once and at each change
         * @description Anyone may follow a series. `event: series`, `data: <the series as GET /series/{id} answers it>`: one at once, then one each time it changes (an answer, matches opened, a match finished, a cancel, the finish). A `: ping` comment every 15 s; at a shutdown the stream ends with `retry: 500` (reconnect). A finished or declined series, and a canceled one with no match in flight, is sent once and ends the stream.
         */
        get: operations["followSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/series/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept (an invited player); the last starts it */
        post: operations["acceptSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/series/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline (an invited player): the series ends */
        post: operations["declineSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{name}/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's series, newest first, paginated
         * @description Series waiting for answers (`pending`: invitations) are listed only to their players, by their API key.
         */
        get: operations["listAccountSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        RatingDto: {
            /** @description The conservative estimate mu − 3·sigma. Rounded to 2 decimals (the server keeps every digit). */
            rating: number;
            /** @description Rounded to 2 decimals (the server keeps every digit). */
            mu: number;
            /** @description Rounded to 2 decimals (the server keeps every digit). */
            sigma: number;
            /** @description Rated matches played. */
            matches: number;
        };
        CreateAccountDto: {
            /**
             * @description 2 to 30 letters, digits, _ or -; unique ignoring case.
             * @example ana
             */
            name: string;
            /**
             * @example bot
             * @enum {string}
             */
            kind: "human" | "bot";
        };
        CreatedAccountDto: {
            /** @example ana */
            name: string;
            /** @enum {string} */
            kind: "human" | "bot";
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The API key: shown this once, stored only as a hash. Send it as Authorization: Bearer <apiKey>.
             * @example crk_…
             */
            apiKey: string;
        };
        ErrorDto: {
            /** @example 422 */
            statusCode: number;
            /**
             * @example illegal-move
             * @enum {string}
             */
            error: "bad-request" | "unauthorized" | "not-your-turn" | "forbidden" | "not-found" | "conflict" | "payload-too-large" | "unsupported-media-type" | "illegal-move" | "too-many-requests" | "service-unavailable" | "internal-error";
            /**
             * @description The rules file's reason code (422), or the conflict's cause (409).
             * @example column-full
             */
            reason?: string;
            /** @example column 1 is full */
            message: string;
            /**
             * @description Per-field problems (400).
             * @example {
             *       "column": "must not be greater than 4"
             *     }
             */
            details?: Record<string, unknown>;
            /**
             * @description A 429: seconds until the budget refills (as Retry-After).
             * @example 30
             */
            retryAfterSeconds?: number;
            /**
             * @description A 429: the budget spent: `play` (moves and reads of one's own matches), `create` (accounts, matches, challenges, seeks, series, tournaments, gauntlets) or `other`.
             * @enum {string}
             */
            budget?: "play" | "create" | "other";
            /**
             * @description A 429: the budget's requests a minute.
             * @example 60
             */
            limitPerMinute?: number;
        };
        ProfileDto: {
            name: string;
            /** @enum {string} */
            kind: "human" | "bot";
            /** Format: date-time */
            createdAt: string;
            /** @description Per game, for the games it has a rating in. */
            ratings: {
                [key: string]: components["schemas"]["RatingDto"];
            };
        };
        HistorySeatDto: {
            seat: number;
            name: string | null;
            bot: string | null;
            /** @description The account holding the seat. */
            account: string | null;
        };
        StandingDto: {
            seat: number;
            /** @description 1 = best; seats that finished equal share a place. */
            place: number;
        };
        HistoryItemDto: {
            /** Format: uuid */
            id: string;
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            rated: boolean;
            /** @description The account's seat. */
            seat: number;
            seats: components["schemas"]["HistorySeatDto"][];
            /** @description Final standing (1 = best), once finished. */
            standing: number | null;
            /** @description Final points, once finished. */
            points: number | null;
            /** @description Every seat's place once finished (the result's standings). */
            standings: components["schemas"]["StandingDto"][] | null;
            /** Format: date-time */
            createdAt: string;
        };
        HistoryPageDto: {
            items: components["schemas"]["HistoryItemDto"][];
            nextCursor: string | null;
        };
        ApiKeyDto: {
            /**
             * @description The new API key (shown once); the previous one no longer works.
             * @example crk_…
             */
            apiKey: string;
        };
        CreateChallengeDto: {
            /** @example euchre */
            game: string;
            /**
             * @description The accounts of the other seats: the challenger sits at seat 0, these at seats 1, 2, … in this order (in Euchre, the second is your partner). A built-in bot account may be named several times.
             * @example [
             *       "bob",
             *       "basic-bot",
             *       "carol"
             *     ]
             */
            to: string[];
            /** @description The game's options (defaults filled in); unknown keys and out-of-range values are 400. */
            options?: Record<string, unknown>;
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /**
             * @description Rated: ratings change when the match finishes.
             * @default false
             */
            rated?: boolean;
            /** @default 300 */
            expiresInSeconds?: number;
        };
        ChallengeDto: {
            /** Format: uuid */
            id: string;
            game: string;
            from: string;
            to: string[];
            /** @description Invitees who accepted (the built-in bots at once). */
            accepted: string[];
            declined: string[];
            options: Record<string, unknown>;
            rated: boolean;
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "canceled" | "expired";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description The match, once accepted.
             */
            matchId: string | null;
        };
        CreateSeekDto: {
            /**
             * @description Seats of the match (the game's minimum by default).
             * @example 2
             */
            players?: number;
            /** @description The game's options; seeks pair only with equal options once defaults are filled in. */
            options?: Record<string, unknown>;
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /** @default false */
            rated?: boolean;
            /**
             * @description Seconds to wait for accounts before the built-in account `fillWith` fills the seats left (null: accounts only). Default: the server's SEEK_FILL_AFTER_SECONDS, 30.
             * @default 30
             */
            fillAfterSeconds?: number | null;
            /**
             * @description The built-in account that fills the seats (a level of GET /games botLevels; null: accounts only).
             * @default basic-bot
             * @example basic-bot
             */
            fillWith?: string | null;
        };
        SeekDto: {
            /** Format: uuid */
            id: string;
            game: string;
            players: number;
            options: Record<string, unknown>;
            rated: boolean;
            /** @enum {string} */
            status: "waiting" | "matched" | "canceled" | "expired";
            /** Format: uuid */
            matchId: string | null;
            /** @description Your seat in the match. */
            seat: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /**
             * Format: date-time
             * @description When a still-waiting seek is filled (null: accounts only).
             */
            fillAt: string | null;
            /** @description The built-in account that fills it. */
            fillWith: string | null;
        };
        CreateTournamentDto: {
            /** @example east-west */
            game: string;
            /** @enum {string} */
            format: "round-robin" | "swiss";
            /** @description Rounds of a Swiss (required for swiss; a round robin has as many as its players need). */
            rounds?: number;
            /** @description Players per table (default: the game's minimum seats; round robin: 2). */
            tableSize?: number;
            /**
             * @description Matches per pairing, seats rotated: a round robin repeats its schedule with the seats reversed; a Swiss table plays this many matches at once, each on its own deal (with `duplicateDeals`: all on one deal, one after another).
             * @default 1
             */
            gamesPerPairing?: number;
            /** @description The game's options for every match; `turnSeconds` defaults to 60 (every tournament match has a turn clock). */
            options?: Record<string, unknown>;
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /**
             * @description Rated: every match is rated as it finishes.
             * @default false
             */
            rated?: boolean;
            /**
             * @description Swiss with `gamesPerPairing` ≥ 2: a table's games replay one deal with the seats rotated (duplicate), one after another, each game's seed and record kept secret until the table's last game has finished. Never rated: a player who played one side of a deal knows the other side's cards (docs/series.md).
             * @default false
             */
            duplicateDeals?: boolean;
            /**
             * @description Bot accounts (and the built-in levels, entered by the creator) may play; shown to everyone.
             * @default true
             */
            botsAllowed?: boolean;
            /** @description Players needed to start (default: the table size). */
            minPlayers?: number;
            /** @default 64 */
            maxPlayers?: number;
            /**
             * Format: date-time
             * @description When the server starts it (canceled then if fewer than minPlayers joined); null: the creator starts it.
             */
            startsAt?: string | null;
        };
        TournamentPlayerDto: {
            account: string;
            /** @enum {string} */
            kind: "human" | "bot";
            /** @description The built-in level playing this account. */
            builtinBot: string | null;
            withdrawn: boolean;
        };
        TournamentTableDto: {
            table: number;
            /** @description The players in the seat order of the first match. */
            players: string[];
            matchIds: string[];
            finished: boolean;
            /** @description Lost unplayed by a withdrawn player. */
            forfeit: boolean;
            /** @description Points at this table so far, in `players` order. */
            points: number[];
        };
        TournamentRoundDto: {
            round: number;
            tables: components["schemas"]["TournamentTableDto"][];
            /** @description Players sitting out (a bye scores as a win). */
            byes: string[];
        };
        TournamentStandingDto: {
            rank: number;
            account: string;
            points: number;
            /** @description Sonneborn-Berger (round robin) or Buchholz (Swiss). */
            tieBreak: number;
            /** @description Matches played (byes not counted). */
            played: number;
        };
        TournamentDto: {
            /** Format: uuid */
            id: string;
            game: string;
            /** @enum {string} */
            format: "round-robin" | "swiss";
            /** @enum {string} */
            status: "open" | "running" | "finished" | "canceled";
            creator: string;
            options: Record<string, unknown>;
            rated: boolean;
            botsAllowed: boolean;
            tableSize: number;
            gamesPerPairing: number;
            /** @description A table's games replay one deal, one after another (never rated). */
            duplicateDeals: boolean;
            minPlayers: number;
            maxPlayers: number;
            /** @description Rounds planned (a round robin: known at the start). */
            roundCount: number | null;
            /** @description The round being played (0 before the start). */
            currentRound: number;
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            players: components["schemas"]["TournamentPlayerDto"][];
            rounds: components["schemas"]["TournamentRoundDto"][];
            standings: components["schemas"]["TournamentStandingDto"][];
        };
        TournamentSummaryDto: {
            /** Format: uuid */
            id: string;
            game: string;
            /** @enum {string} */
            format: "round-robin" | "swiss";
            /** @enum {string} */
            status: "open" | "running" | "finished" | "canceled";
            creator: string;
            options: Record<string, unknown>;
            rated: boolean;
            botsAllowed: boolean;
            tableSize: number;
            gamesPerPairing: number;
            /** @description A table's games replay one deal, one after another (never rated). */
            duplicateDeals: boolean;
            minPlayers: number;
            maxPlayers: number;
            /** @description Rounds planned (a round robin: known at the start). */
            roundCount: number | null;
            /** @description The round being played (0 before the start). */
            currentRound: number;
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            players: components["schemas"]["TournamentPlayerDto"][];
        };
        TournamentPageDto: {
            items: components["schemas"]["TournamentSummaryDto"][];
            nextCursor: string | null;
        };
        JoinTournamentDto: {
            /**
             * @description Left out: the caller's account joins. The creator may name a built-in level of the game (`<level>-bot`) when bots are allowed.
             * @example expert-bot
             */
            account?: string;
        };
        TournamentResultPlayerDto: {
            seat: number;
            account: string;
            place: number | null;
            points: number | null;
        };
        TournamentResultDto: {
            round: number;
            table: number;
            /** @description The match of the table (1 …gamesPerPairing). */
            game: number;
            /** @enum {string} */
            kind: "match" | "bye" | "forfeit";
            /** Format: uuid */
            matchId: string | null;
            players: components["schemas"]["TournamentResultPlayerDto"][];
        };
        TournamentResultsDto: {
            tournament: components["schemas"]["TournamentDto"];
            matches: components["schemas"]["TournamentResultDto"][];
        };
        CreateGauntletDto: {
            /**
             * @description The built-in levels to meet, played in this order (default: every level of the game's ladder).
             * @example [
             *       "random",
             *       "basic",
             *       "advanced",
             *       "expert"
             *     ]
             */
            levels?: string[];
            /**
             * @description The most deals against each level, rounded up to whole seat rotations.
             * @default 200
             */
            dealsPerLevel?: number;
            /**
             * @description When a level stops before dealsPerLevel: "decided" (its anytime-valid 95 % interval of the expected score excludes ½: the account is stronger or weaker than the level), { "halfWidth": x } (the interval is at most x either side, on the expected score from 0 to 1), or null (every deal, with fixed-n intervals). Nothing is concluded before 10 rotations.
             * @default decided
             */
            stopWhen?: ("decided" | {
                halfWidth: number;
            }) | null;
            /** @description The game's options (over the preset's, if one is named); with neither, the options of the game's gauntlet scale. `turnSeconds` defaults to 60. */
            options?: Record<string, unknown>;
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /** @description Matches in flight at once (whole seat rotations; default one rotation). */
            concurrency?: number;
        };
        GauntletProgressDto: {
            /** @description The level being played. */
            level: string | null;
            settled: number;
            active: number;
            /** @description The most deals the gauntlet can play. */
            total: number;
        };
        GauntletScaleDto: {
            version: number;
            levels: string[];
            /**
             * @example {
             *       "random": 1419.2,
             *       "basic": 1490.2
             *     }
             */
            anchors: {
                [key: string]: number;
            };
        };
        MbbDto: {
            /** @description Milli-big-blinds won per hand, control-adjusted. */
            mean: number;
            /** @description 95 % interval; null bounds where there is none (fewer than two rotations) or it is unbounded. */
            ci95: (number | null)[];
        };
        LevelEstimateDto: {
            level: string;
            /** @description Settled deals (the match finished and its control was played). */
            deals: number;
            /** @description Complete seat rotations: the observations. */
            rotations: number;
            /** @description Expected score against the level (control-adjusted). */
            score: number | null;
            /** @description 95 % interval; null bounds where there is none (fewer than two rotations) or it is unbounded. */
            scoreCI95: (number | null)[];
            /** @enum {string} */
            interval: "anytime-valid" | "fixed-n";
            /** @description Standard deviation of a rotation's observation. */
            sd: number;
            /** @description The account's plain mean score (no control). */
            plainScore: number | null;
            /** @description Standard deviation of the plain observation: plainSd² / sd² is what the control removes. */
            plainSd: number;
            /** @enum {string} */
            verdict: "stronger" | "weaker" | "undecided";
            /** @description Hold'em under resetStacks. */
            mbbPerHand?: components["schemas"]["MbbDto"];
        };
        GauntletDealDto: {
            /** Format: uuid */
            matchId: string;
            deal: number;
            /** @description The account's seat (deal mod seats). */
            seat: number;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description The account's score: share of the other seats finished ahead of. */
            score: number | null;
            /** @description The control's score in the same seat, once the deal is settled. */
            control: number | null;
        };
        GauntletSeriesDto: {
            level: string;
            /** @example basic-bot */
            opponent: string;
            /** @enum {string} */
            status: "waiting" | "running" | "finished";
            stoppedEarly: boolean;
            estimate: components["schemas"]["LevelEstimateDto"];
            /** @example ana is stronger than basic-bot (95 %) */
            verdict: string;
            deals: components["schemas"]["GauntletDealDto"][];
        };
        GauntletResultDto: {
            /** @description Mean expected score over the levels. */
            ladderScore: number;
            /** @description 95 % interval; null bounds where there is none (fewer than two rotations) or it is unbounded. */
            ladderScoreCI95: (number | null)[];
            /** @description The rating on the game's scale. Rounded to 2 decimals (the server keeps every digit). */
            rating: number | null;
            /** @description 95 % interval; null bounds where there is none (fewer than two rotations) or it is unbounded. Rounded to 2 decimals (the server keeps every digit). */
            ratingCI95: (number | null)[] | null;
            /** @description Why there is no rating. */
            unrated: string | null;
            /** @example ana is rated 1544 [1510, 1580] on scale v1 (95 %) */
            verdict: string;
        };
        GauntletDto: {
            /** Format: uuid */
            id: string;
            game: string;
            account: string;
            /** @enum {string} */
            status: "running" | "finished" | "canceled";
            levels: string[];
            dealsPerLevel: number;
            stopWhen: ("decided" | {
                halfWidth: number;
            }) | null;
            options: Record<string, unknown>;
            preset: string | null;
            concurrency: number;
            scaleVersion: number | null;
            /** @description Rounded to 2 decimals (the server keeps every digit). */
            rating: number | null;
            /** @description 95 % interval; null bounds where there is none (fewer than two rotations) or it is unbounded. Rounded to 2 decimals (the server keeps every digit). */
            ratingCI95: (number | null)[] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            progress: components["schemas"]["GauntletProgressDto"];
            scale: components["schemas"]["GauntletScaleDto"] | null;
            /** @description One series per level, in the order played. */
            series: components["schemas"]["GauntletSeriesDto"][];
            /** @description Once finished. */
            result: components["schemas"]["GauntletResultDto"] | null;
        };
        GauntletCertificateDto: {
            /** @example cardroom-gauntlet-certificate/1 */
            format: string;
            /** Format: uuid */
            gauntletId: string;
            game: string;
            account: string;
            /**
             * @example {
             *       "name": "cardroom",
             *       "version": "0.1.0"
             *     }
             */
            server: {
                [key: string]: string;
            };
            /** @description The gauntlet's seed: deal d against level l is dealt from sha256(seed:l:d). */
            seed: string;
            /** @description The scale, whole (matrix, anchors, how it was fitted). */
            scale: Record<string, unknown> | null;
            /** @description The estimator, in words. */
            estimator: Record<string, unknown>;
            /** @description Per level: every deal (seed, match id, seat, score, control score) and the figures. */
            series: Record<string, unknown>[];
            result: components["schemas"]["GauntletResultDto"];
            /**
             * @description SHA-256 of the certificate without `digest`, in RFC 8785 canonical JSON.
             * @example {
             *       "algorithm": "SHA-256",
             *       "canonicalization": "RFC 8785 (JCS)",
             *       "value": "hex"
             *     }
             */
            digest: {
                [key: string]: string;
            };
        };
        GauntletLeaderboardItemDto: {
            /** Format: uuid */
            id: string;
            game: string;
            account: string;
            /** @enum {string} */
            status: "running" | "finished" | "canceled";
            levels: string[];
            dealsPerLevel: number;
            stopWhen: ("decided" | {
                halfWidth: number;
            }) | null;
            options: Record<string, unknown>;
            preset: string | null;
            concurrency: number;
            scaleVersion: number | null;
            /** @description Rounded to 2 decimals (the server keeps every digit). */
            rating: number | null;
            /** @description 95 % interval; null bounds where there is none (fewer than two rotations) or it is unbounded. Rounded to 2 decimals (the server keeps every digit). */
            ratingCI95: (number | null)[] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            rank: number;
        };
        GauntletLeaderboardDto: {
            game: string;
            scaleVersion: number;
            anchors: {
                [key: string]: number;
            };
            items: components["schemas"]["GauntletLeaderboardItemDto"][];
            nextCursor: string | null;
        };
        GauntletSummaryDto: {
            /** Format: uuid */
            id: string;
            game: string;
            account: string;
            /** @enum {string} */
            status: "running" | "finished" | "canceled";
            levels: string[];
            dealsPerLevel: number;
            stopWhen: ("decided" | {
                halfWidth: number;
            }) | null;
            options: Record<string, unknown>;
            preset: string | null;
            concurrency: number;
            scaleVersion: number | null;
            /** @description Rounded to 2 decimals (the server keeps every digit). */
            rating: number | null;
            /** @description 95 % interval; null bounds where there is none (fewer than two rotations) or it is unbounded. Rounded to 2 decimals (the server keeps every digit). */
            ratingCI95: (number | null)[] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        GauntletPageDto: {
            items: components["schemas"]["GauntletSummaryDto"][];
            nextCursor: string | null;
        };
        LeaderboardItemDto: {
            /** @description 1 for the best */
            rank: number;
            name: string;
            /** @enum {string} */
            kind: "human" | "bot";
            /** @description mu − 3·sigma. Rounded to 2 decimals (the server keeps every digit). */
            rating: number;
            /** @description Rounded to 2 decimals (the server keeps every digit). */
            mu: number;
            /** @description Rounded to 2 decimals (the server keeps every digit). */
            sigma: number;
            matches: number;
            /** @description A built-in level's measured rating (docs/bots.md), not yet changed by a rated match here */
            seeded: boolean;
        };
        LeaderboardPageDto: {
            items: components["schemas"]["LeaderboardItemDto"][];
            nextCursor: string | null;
        };
        RatingChangeDto: {
            game: string;
            /**
             * Format: uuid
             * @description The rated match
             */
            matchId: string | null;
            /** Format: date-time */
            at: string;
            /** @description mu − 3·sigma after the match. Rounded to 2 decimals (the server keeps every digit). */
            rating: number;
            /** @description Rounded to 2 decimals (the server keeps every digit). */
            mu: number;
            /** @description Rounded to 2 decimals (the server keeps every digit). */
            sigma: number;
            /** @description Rated matches of the game counted so far */
            matches: number;
        };
        RatingHistoryDto: {
            name: string;
            /** @description Oldest first */
            items: components["schemas"]["RatingChangeDto"][];
        };
        BotLevelDto: {
            /**
             * @description As a seat spec names it
             * @example basic
             */
            name: string;
            /**
             * @description 0 = random, 1 = basic, then stronger
             * @example 1
             */
            level: number;
            /**
             * @description The built-in account playing this level
             * @example basic-bot
             */
            account: string;
            /** @description One line on the level's algorithm */
            description: string;
        };
        PresetDto: {
            /**
             * @description What a body names in `"preset"`
             * @example acpc-nolimit-2p
             */
            name: string;
            /** @description What the preset is for */
            description: string;
            /**
             * @description The options the preset sets; a body's own `options` go over them
             * @example {
             *       "bettingStructure": "no-limit",
             *       "startingStack": 20000,
             *       "resetStacks": true,
             *       "maxHands": 1000
             *     }
             */
            options: Record<string, unknown>;
        };
        GameInfoDto: {
            /** @example euchre */
            game: string;
            /** @example Euchre */
            name: string;
            /** @example 4 */
            minPlayers: number;
            /** @example 4 */
            maxPlayers: number;
            /** @description Default value of every option */
            options: Record<string, unknown>;
            /** @description Every option: type, default, range or values, description */
            optionsSchema: Record<string, unknown>;
            /**
             * @description Built-in bots, weakest first
             * @example [
             *       "random",
             *       "basic"
             *     ]
             */
            bots: string[];
            /** @description The built-in bots as a ladder, with accounts */
            botLevels: components["schemas"]["BotLevelDto"][];
            /** @description Named sets of options (Texas Hold'em: acpc-nolimit-2p, acpc-limit-2p); every body that takes `options` also takes `"preset"` */
            presets: components["schemas"]["PresetDto"][];
        };
        HealthDto: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok" | "unavailable";
            /**
             * @example up
             * @enum {string}
             */
            database: "up" | "down";
        };
        ReadinessDto: {
            /**
             * @example ready
             * @enum {string}
             */
            status: "ready" | "not-ready";
            /**
             * @example up
             * @enum {string}
             */
            database: "up" | "down";
            /**
             * @example applied
             * @enum {string}
             */
            migrations: "applied" | "pending" | "unknown";
            /**
             * @description The event transport between instances (down: followers here would miss events)
             * @example up
             * @enum {string}
             */
            events: "up" | "down";
            /**
             * @description true from SIGTERM on, while the instance finishes what it has taken
             * @example false
             */
            shuttingDown: boolean;
        };
        SeatViewDto: {
            seat: number;
            name: string | null;
            bot: string | null;
            /** @description The seat is taken (by a token holder or a bot). */
            connected: boolean;
        };
        ResultDto: {
            winners: number[];
            scores: number[];
            /** @example target-reached */
            reason: string;
            /**
             * @description Every seat, in seat order, with its place: winners first, then by score; a seat that resigned below every seat still in (a partnership together).
             * @example [
             *       {
             *         "seat": 0,
             *         "place": 2
             *       },
             *       {
             *         "seat": 1,
             *         "place": 1
             *       }
             *     ]
             */
            standings: components["schemas"]["StandingDto"][];
        };
        FairnessDto: {
            /** @description sha256 of the seed (hex), published at creation */
            seedHash: string;
            /** @description the seed, revealed when the match is finished */
            seed: string | null;
        };
        MatchViewDto: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            options: Record<string, unknown>;
            seats: components["schemas"]["SeatViewDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description The game's state as your seat may see it. */
            state: Record<string, unknown>;
            /** @description Only for your seat when it may act: moves to post as they are, or templates with `{min,max}` integer fields or `{choose,from}` card fields. */
            legalMoves?: Record<string, unknown>[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        CreatedSeatDto: {
            seat: number;
            name: string | null;
            bot: string | null;
            /** @description The seat is taken (by a token holder or a bot). */
            connected: boolean;
            /** @description The seat's secret token (only in the create answer, for seats created with a name). */
            token?: string;
        };
        CreatedMatchDto: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            options: Record<string, unknown>;
            seats: components["schemas"]["CreatedSeatDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description The game's state as your seat may see it. */
            state: Record<string, unknown>;
            /** @description Only for your seat when it may act: moves to post as they are, or templates with `{min,max}` integer fields or `{choose,from}` card fields. */
            legalMoves?: Record<string, unknown>[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        JoinedDto: {
            seat: number;
            /** @description Secret seat token: send it as Authorization: Bearer <token>. */
            token: string;
            match: components["schemas"]["MatchViewDto"];
        };
        MoveAckDto: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            result: components["schemas"]["ResultDto"] | null;
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        SeatSpecDto: {
            /**
             * @description A person plays this seat; the answer carries its token.
             * @example ana
             */
            name?: string;
            /**
             * @description The server plays this seat.
             * @example random
             * @enum {string}
             */
            bot?: "random" | "basic";
            /**
             * @description Reserve the seat for this account: only its API key can take it (join with the key and an empty body).
             * @example bob
             */
            account?: string;
            /**
             * @description Seat the caller's account (the create request carries its API key).
             * @example true
             */
            me?: boolean;
        };
        CreateEastWestMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Fewer entries than the game's minimum is 400, unless `pad` is `open`.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /**
             * @description `open`: the seats `players` leaves out, up to the game's minimum, are open seats for others to join (without it a list shorter than the minimum is 400).
             * @enum {string}
             */
            pad?: "open";
            /** @description East-West options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["EastWestOptions"];
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
        LobbyItemDto: {
            /** Format: uuid */
            id: string;
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            version: number;
            seats: components["schemas"]["SeatViewDto"][];
            openSeats: number[];
            options: Record<string, unknown>;
            /** Format: date-time */
            createdAt: string;
        };
        LobbyPageDto: {
            items: components["schemas"]["LobbyItemDto"][];
            nextCursor: string | null;
        };
        JoinDto: {
            /**
             * @description The player's name; without one, the request's API key seats its account.
             * @example ana
             */
            name?: string;
            /**
             * @description A particular open seat; by default the first open one.
             * @example 2
             */
            seat?: number;
        };
        MoveCheckDto: {
            /** @description The move would be accepted now. */
            valid: boolean;
            /**
             * @description The rules file's reason code when not valid.
             * @example rows-out-of-order
             */
            reason: string | null;
            message: string;
            /** @description Game-specific help, e.g. each Chinese poker row described. */
            details?: Record<string, unknown>;
        };
        LogEntryDto: {
            seq: number;
            seat: number;
            /** @description The move, redacted where it holds what is still hidden from you. */
            move: Record<string, unknown>;
            /** Format: date-time */
            at: string;
        };
        CreateInBetweenMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Fewer entries than the game's minimum is 400, unless `pad` is `open`.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /**
             * @description `open`: the seats `players` leaves out, up to the game's minimum, are open seats for others to join (without it a list shorter than the minimum is 400).
             * @enum {string}
             */
            pad?: "open";
            /** @description In-Between options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["InBetweenOptions"];
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
        CreateChinesePokerMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Fewer entries than the game's minimum is 400, unless `pad` is `open`.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /**
             * @description `open`: the seats `players` leaves out, up to the game's minimum, are open seats for others to join (without it a list shorter than the minimum is 400).
             * @enum {string}
             */
            pad?: "open";
            /** @description Chinese Poker options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["ChinesePokerOptions"];
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
        CreateEuchreMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Fewer entries than the game's minimum is 400, unless `pad` is `open`.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /**
             * @description `open`: the seats `players` leaves out, up to the game's minimum, are open seats for others to join (without it a list shorter than the minimum is 400).
             * @enum {string}
             */
            pad?: "open";
            /** @description Euchre options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["EuchreOptions"];
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
        CreateTexasHoldemMatchDto: {
            /**
             * @description One entry per seat: `{ "name" }` for a person (gets a token), `{ "bot" }` for a built-in bot, `{}` for an open seat. Fewer entries than the game's minimum is 400, unless `pad` is `open`.
             * @example [
             *       {
             *         "name": "ana"
             *       },
             *       {
             *         "bot": "basic"
             *       }
             *     ]
             */
            players?: components["schemas"]["SeatSpecDto"][];
            /**
             * @description `open`: the seats `players` leaves out, up to the game's minimum, are open seats for others to join (without it a list shorter than the minimum is 400).
             * @enum {string}
             */
            pad?: "open";
            /** @description Texas Hold'em options; unknown keys and out-of-range values are 400. */
            options?: components["schemas"]["TexasHoldemOptions"];
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /**
             * @description Optional seed (32–128 hex digits) for a reproducible deal; by default a secret 256-bit seed.
             * @example 9f2c…
             */
            seed?: string;
        };
        CreateSeriesDto: {
            /**
             * @description The other players (you are the first): you and they fill every seat of the game. A built-in bot account may be named several times; other accounts are invited and must accept.
             * @example [
             *       "basic-bot"
             *     ]
             */
            opponents: string[];
            /**
             * @description Deals (seeds) to play.
             * @example 100
             */
            deals: number;
            /**
             * @description Play each deal once per seat rotation (n seats: n matches), so the luck of the cards cancels.
             * @default true
             */
            duplicate?: boolean;
            /** @description The game's options; `turnSeconds` defaults to 60 in a series (an absent player cannot hang it). */
            options?: Record<string, unknown>;
            /**
             * @description One of the game's presets (GET /games lists them): its options, then `options` over them; the match keeps the expanded options. An unknown preset is 400.
             * @example acpc-nolimit-2p
             */
            preset?: string;
            /**
             * @description Every match of the series is rated.
             * @default false
             */
            rated?: boolean;
            /**
             * @description Matches of the series in flight at once.
             * @default 4
             */
            concurrency?: number;
            /**
             * @description Stop by itself, `deals` being the most to play: `"decided"` once the anytime-valid 95 % interval of the difference between the two players excludes 0, or `{ "halfWidth": x }` once it is at most x either side (in the game's unit per match). Two players only; nothing is concluded before 10 complete deals. Without it every deal is played and the fixed-n interval reported (docs/evaluation.md).
             * @example decided
             */
            stopWhen?: "decided" | {
                halfWidth: number;
            };
        };
        SeriesProgressDto: {
            finished: number;
            active: number;
            total: number;
        };
        SeriesMatchDto: {
            /** Format: uuid */
            matchId: string;
            /** @description The deal (one seed): its rotations share it. */
            deal: number;
            /** @description Seat i holds player (i + rotation) mod n. */
            rotation: number;
            /** @description The player of each seat. */
            seats: string[];
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Each seat's score (Hold'em: chips won). */
            scores: number[] | null;
        };
        IntervalInfoDto: {
            /**
             * @description With `stopWhen`: an anytime-valid confidence sequence over the complete deals in order; without: the fixed-n normal interval, valid when read once after the planned deals.
             * @enum {string}
             */
            method: "asymptotic-confidence-sequence" | "normal-fixed-n";
            /** @description Valid however often it is read. */
            anytimeValid: boolean;
            /** @example 0.95 */
            level: number;
            /** @description The sequence is tightest at this many deals. */
            tightestAt: number | null;
            /** @description No conclusion before this many complete deals. */
            minDeals: number | null;
            reference: string;
        };
        SeriesStandingDto: {
            account: string;
            matches: number;
            /** @description Matches with one of its seats among the winners (ties count). */
            wins: number;
            /** @description Mean score per match in the game's unit (Hold'em: chips won). */
            meanScore: number;
            /** @description 95 % interval over deals (each deal’s rotations together), of the kind `interval` names; null bounds before it concludes anything (fewer than two deals, or before `interval.minDeals` for a confidence sequence). */
            meanScoreCI95: (number | null)[];
            winRate: number;
            /** @description 95 % interval over deals (each deal’s rotations together), of the kind `interval` names; null bounds before it concludes anything (fewer than two deals, or before `interval.minDeals` for a confidence sequence). */
            winRateCI95: (number | null)[];
            /** @description Hold'em: big blinds won per 100 hands. */
            bbPer100?: number;
            /** @description 95 % interval over deals (each deal’s rotations together), of the kind `interval` names; null bounds before it concludes anything (fewer than two deals, or before `interval.minDeals` for a confidence sequence). */
            bbPer100CI95?: (number | null)[];
            /** @description Hold'em under `resetStacks`: thousandths of a big blind won per hand (mbb/hand), per deal over its rotations' hands (a duplicate deal's hands aligned: each played once from every seat). */
            mbbPerHand?: number;
            /** @description 95 % interval over deals (each deal’s rotations together), of the kind `interval` names; null bounds before it concludes anything (fewer than two deals, or before `interval.minDeals` for a confidence sequence). */
            mbbPerHandCI95?: (number | null)[];
            /** @description Hold'em under `resetStacks`: mbb/hand all-in adjusted (a hand whose remaining players were all in before the river credited with its exact expectation over the board still to come); the same expectation as `mbbPerHand`, less variance (docs/evaluation.md). */
            mbbPerHandAllInAdjusted?: number;
            /** @description 95 % interval over deals (each deal’s rotations together), of the kind `interval` names; null bounds before it concludes anything (fewer than two deals, or before `interval.minDeals` for a confidence sequence). */
            mbbPerHandAllInAdjustedCI95?: (number | null)[];
        };
        RunningPointDto: {
            /** @description The last deal counted. */
            deal: number;
            /** @description Complete deals counted. */
            n: number;
            mean: number;
            /** @description null before the sequence concludes anything */
            lo: number | null;
            hi: number | null;
        };
        SeriesDifferenceDto: {
            accounts: string[];
            /** @description Mean score per match of the first minus the second, over deals. */
            meanScore: number;
            /** @description 95 % interval over deals (each deal’s rotations together), of the kind `interval` names; null bounds before it concludes anything (fewer than two deals, or before `interval.minDeals` for a confidence sequence). */
            meanScoreCI95: (number | null)[];
            /** @description Deals counted. */
            deals: number;
            /** @description The difference after each complete deal, in deal order, with its anytime-valid 95 % band (the confidence sequence, whatever interval the series reports), at most 200 points evenly spaced. */
            running: components["schemas"]["RunningPointDto"][];
        };
        SeriesDto: {
            /** Format: uuid */
            id: string;
            game: string;
            creator: string;
            /** @description The players, the creator first. */
            players: string[];
            /** @description Each player's answer: accepted, declined, or null while awaited. */
            answers: (string | null)[];
            deals: number;
            duplicate: boolean;
            concurrency: number;
            rated: boolean;
            options: Record<string, unknown>;
            /** @description The stopping rule, or null. */
            stopWhen: ("decided" | {
                halfWidth: number;
            }) | null;
            /** @enum {string} */
            status: "pending" | "running" | "finished" | "canceled" | "declined";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
            progress: components["schemas"]["SeriesProgressDto"];
            matches: components["schemas"]["SeriesMatchDto"][];
            /** @description Which interval the standings and the difference give. */
            interval: components["schemas"]["IntervalInfoDto"];
            /** @description The stopping rule was met before `deals` deals. */
            stoppedEarly: boolean;
            standings: components["schemas"]["SeriesStandingDto"][];
            /** @description Two players only. */
            difference: components["schemas"]["SeriesDifferenceDto"] | null;
            /**
             * @description In words, from the reported interval of the difference: "A is stronger than B (95 %)", or "no difference found after N deals" ("… so far" while a sequential series runs); null for more than two players and while a series without `stopWhen` runs.
             * @example alice is stronger than basic-bot (95 %)
             */
            verdict: string | null;
        };
        SeriesSummaryDto: {
            /** Format: uuid */
            id: string;
            game: string;
            creator: string;
            /** @description The players, the creator first. */
            players: string[];
            /** @description Each player's answer: accepted, declined, or null while awaited. */
            answers: (string | null)[];
            deals: number;
            duplicate: boolean;
            concurrency: number;
            rated: boolean;
            options: Record<string, unknown>;
            /** @description The stopping rule, or null. */
            stopWhen: ("decided" | {
                halfWidth: number;
            }) | null;
            /** @enum {string} */
            status: "pending" | "running" | "finished" | "canceled" | "declined";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        SeriesPageDto: {
            items: components["schemas"]["SeriesSummaryDto"][];
            nextCursor: string | null;
        };
        /** @description A challenge to or from the account was created (also in the first picture, one per open challenge). */
        AccountChallengeEvent: {
            /**
             * @description Always `challenge`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "challenge";
            /** @description As `GET /challenges/{id}` answers it. */
            challenge: components["schemas"]["ChallengeDto"];
        };
        /** @description A challenge to or from the account was withdrawn. */
        AccountChallengeCanceledEvent: {
            /**
             * @description Always `challengeCanceled`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "challengeCanceled";
            /** Format: uuid */
            challengeId: string;
        };
        /** @description A challenge of the account was declined. */
        AccountChallengeDeclinedEvent: {
            /**
             * @description Always `challengeDeclined`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "challengeDeclined";
            /** Format: uuid */
            challengeId: string;
        };
        /** @description A match with the account in it started. */
        AccountMatchStartEvent: {
            /**
             * @description Always `matchStart`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "matchStart";
            /** @example euchre */
            game: string;
            /** Format: uuid */
            matchId: string;
            /** @description The account's seat. */
            seat: number;
            /** @description The stream's cursor after this event, also its SSE `id`: reconnect with it (`Last-Event-ID`, or `?since=`) to get every match event missed, once and in order (docs/api.md). */
            eventId?: string;
        };
        /** @description The account's seat must act (also in the first picture, one per match waiting): play it with one request, `POST /{game}/matches/{id}/moves` with `expectedVersion` = `version`. */
        AccountYourTurnEvent: {
            /**
             * @description Always `yourTurn`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "yourTurn";
            /** @example euchre */
            game: string;
            /** Format: uuid */
            matchId: string;
            /** @description The seat that must act. */
            seat: number;
            /** @description The match version: post the move with it as `expectedVersion`. */
            version: number;
            /**
             * Format: date-time
             * @description When the turn clock runs out, or null without a clock.
             */
            deadline: string | null;
            /** @description The seat's view at `version`, with `legalMoves`, exactly as `GET /{game}/matches/{id}` answers it for the account (the game's `<Game>MatchView`). */
            view: components["schemas"]["EastWestMatchView"] | components["schemas"]["InBetweenMatchView"] | components["schemas"]["ChinesePokerMatchView"] | components["schemas"]["EuchreMatchView"] | components["schemas"]["TexasHoldemMatchView"];
            /** @description The stream's cursor after this event, also its SSE `id`: reconnect with it (`Last-Event-ID`, or `?since=`) to get every match event missed, once and in order (docs/api.md). */
            eventId?: string;
        };
        /** @description A match of the account finished. */
        AccountMatchFinishEvent: {
            /**
             * @description Always `matchFinish`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "matchFinish";
            /** @example euchre */
            game: string;
            /** Format: uuid */
            matchId: string;
            /** @description The account's seat. */
            seat: number;
            /** @description The result (null for an abandoned match). */
            result: components["schemas"]["ResultDto"] | null;
            /** @description The stream's cursor after this event, also its SSE `id`: reconnect with it (`Last-Event-ID`, or `?since=`) to get every match event missed, once and in order (docs/api.md). */
            eventId?: string;
        };
        /** @description A series awaits the account's answer (also in the first picture). */
        AccountSeriesInviteEvent: {
            /**
             * @description Always `seriesInvite`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "seriesInvite";
            /**
             * Format: uuid
             * @description Answer with `POST /series/{id}/accept` or `/decline`.
             */
            seriesId: string;
            game: string;
            /** @description The account that created the series. */
            from: string;
            deals: number;
        };
        /** @description A series of the account finished. */
        AccountSeriesFinishEvent: {
            /**
             * @description Always `seriesFinish`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "seriesFinish";
            /** Format: uuid */
            seriesId: string;
            game: string;
            /** @description As `GET /series/{id}` gives them. */
            standings: components["schemas"]["SeriesStandingDto"][];
        };
        /** @description A tournament the account joined started. */
        AccountTournamentStartEvent: {
            /**
             * @description Always `tournamentStart`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "tournamentStart";
            /** Format: uuid */
            tournamentId: string;
            game: string;
        };
        /** @description A round of a tournament of the account was paired. */
        AccountTournamentRoundEvent: {
            /**
             * @description Always `tournamentRound`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "tournamentRound";
            /** Format: uuid */
            tournamentId: string;
            game: string;
            round: number;
            /** @description The account's matches of the round (`[]` for a bye). */
            matchIds: string[];
        };
        /** @description A tournament of the account finished or was canceled. */
        AccountTournamentFinishEvent: {
            /**
             * @description Always `tournamentFinish`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "tournamentFinish";
            /** Format: uuid */
            tournamentId: string;
            game: string;
            /** @description The final standings (also on a cancel). */
            standings: components["schemas"]["TournamentStandingDto"][];
        };
        /** @description A gauntlet of the account finished: its result as `GET /gauntlets/{id}` gives it. */
        AccountGauntletFinishEvent: {
            /**
             * @description Always `gauntletFinish`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "gauntletFinish";
            /** Format: uuid */
            gauntletId: string;
            game: string;
            /** @description The version of the game's fixed scale. */
            scaleVersion: number | null;
            /** @description The rating on the scale, as `GET /gauntlets/{id}`. Rounded to 2 decimals (the server keeps every digit). */
            rating: number | null;
            /** @description The rating's 95 % interval (null bounds: unbounded). Rounded to 2 decimals (the server keeps every digit). */
            ratingCI95: (number | null)[] | null;
            /** @description Mean expected score over the levels. */
            ladderScore: number;
        };
        /** @description A table of a new round. */
        TournamentRoundTableEvent: {
            table: number;
            /** @description The players in the seat order of the first match. */
            players: string[];
            matchIds: string[];
        };
        /** @description A new round was paired (tournament stream). */
        TournamentRoundEvent: {
            /**
             * @description Always `round`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "round";
            /** Format: uuid */
            tournamentId: string;
            round: number;
            tables: components["schemas"]["TournamentRoundTableEvent"][];
            /** @description Players sitting out (a bye scores as a win). */
            byes: string[];
        };
        /** @description A match of the tournament finished, with its places (tournament stream). */
        TournamentMatchFinishEvent: {
            /**
             * @description Always `matchFinish`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "matchFinish";
            /** Format: uuid */
            tournamentId: string;
            round: number;
            table: number;
            /** Format: uuid */
            matchId: string;
            /** @description The players in seat order. */
            players: string[];
            /** @description Each player's place (1 = best), in `players` order. */
            places: number[];
        };
        /** @description The standings, first and after every change (tournament stream). */
        TournamentStandingsEvent: {
            /**
             * @description Always `standings`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "standings";
            /** Format: uuid */
            tournamentId: string;
            /** @description The round being played (0 before the start). */
            round: number;
            standings: components["schemas"]["TournamentStandingDto"][];
        };
        /** @description The tournament finished or was canceled; the stream ends (tournament stream). */
        TournamentFinishEvent: {
            /**
             * @description Always `finish`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "finish";
            /** Format: uuid */
            tournamentId: string;
            /** @enum {string} */
            status: "finished" | "canceled";
            standings: components["schemas"]["TournamentStandingDto"][];
        };
        EastWestOptions: {
            /**
             * @description The match ends as soon as a player has at least this many points. A round gives 2 points for winning all three columns, 1 for winning two, otherwise 0.
             * @default 5
             * @example 5
             */
            targetPoints?: number;
            /**
             * @description Where the flush ranks with 32 cards (it is rarer than a full house there): "standard" (straight < flush < full house), "above-full-house" (full house < flush < four of a kind) or "above-four-of-a-kind" (four of a kind < flush < straight flush).
             * @default standard
             * @example standard
             * @enum {string}
             */
            flushRank?: "standard" | "above-full-house" | "above-four-of-a-kind";
            /**
             * @description A-7-8-9-T counts as the lowest straight (top card T). When false it is ace-high high card, or a flush if suited.
             * @default true
             * @example true
             */
            aceLowStraight?: boolean;
            /**
             * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
             * @default null
             * @example null
             */
            turnSeconds?: number | null;
        };
        /**
         * @description The only move: put your drawn card (the state's `yourCards`) face up on your side of a column.
         * @example {
         *       "type": "place",
         *       "column": 1
         *     }
         */
        EastWestPlaceMove: {
            /**
             * @description The only move: put your drawn card (the state's `yourCards`) face up on your side of a column.
             * @enum {string}
             */
            type: "place";
            /** @description The column (0, 1 or 2) whose centre card the drawn card joins. You may put at most 4 cards in each column; legalMoves lists the columns with room. Missing or not 0-2 → 422 invalid-column; a column where you already have 4 cards → 422 column-full. */
            column?: number | null;
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description The only move: put your drawn card (the state's `yourCards`) face up on your side of a column. */
        EastWestPlaceLegalMove: {
            /**
             * @description The only move: put your drawn card (the state's `yourCards`) face up on your side of a column.
             * @enum {string}
             */
            type: "place";
            /** @description The column (0, 1 or 2) whose centre card the drawn card joins. You may put at most 4 cards in each column; legalMoves lists the columns with room. Missing or not 0-2 → 422 invalid-column; a column where you already have 4 cards → 422 column-full. */
            column?: number | {
                min: number;
                max: number;
            };
        };
        /** @description East-West as a seat (or a spectator) sees it. */
        EastWestState: {
            /**
             * @description The phase of the rules document (docs/rules/<game>.md §4).
             * @enum {string}
             */
            phase: "deal" | "draw" | "place" | "score-round" | "match-over";
            /** @description Your seat (the same as the match view's `you`), or null for a spectator. */
            you: number | null;
            /** @description Seats that may move now by the rules (several in a simultaneous phase such as Chinese poker's arrangement). The match view's `toAct` is the same once every seat is taken. */
            toAct: number[];
            /** @description Your drawn card while it is yours to place ([card]), else []; null for a spectator. */
            yourCards: string[] | null;
            /** @description The three face-up centre cards, column 0..2 (empty before the first deal). */
            board: string[];
            /** @description Match points of each seat. */
            scores: number[];
            /** @description 1-based round number. */
            round: number;
            /** @description The seat that started this round. */
            firstPlayer: number;
            columns: {
                column: number;
                /** @description The face-up centre card (null before the first deal). */
                centre: string | null;
                /** @description cards[seat]: that seat's placed cards (public once placed), in placement order. */
                cards: string[][];
                /** @description Cards per seat in this column. */
                counts: number[];
                /** @description Per seat: the 5-card hand's description once that side is complete, else null. */
                descriptions: (string | null)[];
                /** @description Once both sides are complete: the seat ahead in this column, or null for a tie; else null. */
                leader: number | null;
                /** @description True once both sides are complete. */
                complete: boolean;
            }[];
            /** @description Who holds an unplaced drawn card (everyone may know that a card was drawn), or null. */
            pendingHolder: number | null;
            stockSize: number;
            /** @description Placements made this round (0..24). */
            placed: number;
            targetPoints: number;
            history: {
                round: number;
                firstPlayer: number;
                columns: {
                    column: number;
                    centre: string;
                    cards: string[][];
                    descriptions: string[];
                    /** @description The seat that won the column, or null for a tie. */
                    winner: number | null;
                }[];
                /** @description Columns won by each seat. */
                wins: number[];
                /** @description Round points of each seat (2 / 1 / 0). */
                points: number[];
                /** @description Match totals after this round. */
                totals: number[];
            }[];
            winner: number | null;
        };
        EastWestMatchView: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["EastWestOptions"];
            seats: components["schemas"]["SeatViewDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description East-West as your seat (or a spectator) sees it. */
            state: components["schemas"]["EastWestState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: components["schemas"]["EastWestPlaceLegalMove"][];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        EastWestCreatedMatch: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["EastWestOptions"];
            seats: components["schemas"]["CreatedSeatDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description East-West as your seat (or a spectator) sees it. */
            state: components["schemas"]["EastWestState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: components["schemas"]["EastWestPlaceLegalMove"][];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        EastWestJoined: {
            seat: number;
            /** @description Secret seat token: send it as Authorization: Bearer <token>. */
            token: string;
            match: components["schemas"]["EastWestMatchView"];
        };
        InBetweenOptions: {
            /**
             * @description Chips each player receives at match start.
             * @default 20
             * @example 20
             */
            startingChips?: number;
            /**
             * @description Chips each player pays into the pot at match start and whenever the pot is empty at the end of a turn (re-ante); a player short of it pays what they have.
             * @default 1
             * @example 1
             */
            ante?: number;
            /**
             * @description Chips won from the pot when the two posts are a pair (no third card), capped by the pot. The original rules say 2, "in some games" 3.
             * @default 2
             * @example 2
             */
            pairPayout?: number;
            /**
             * @description Full orbits of the deal: the match ends after rounds × (players at start) deals, or earlier when one player is left.
             * @default 3
             * @example 3
             */
            rounds?: number;
            /**
             * @description Maximum bet: "pot" = min(pot, own chips) as in the original rules; "half-pot" = min(max(1, floor(pot / 2)), own chips).
             * @default pot
             * @example pot
             * @enum {string}
             */
            maxBetRule?: "pot" | "half-pot";
            /**
             * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
             * @default null
             * @example null
             */
            turnSeconds?: number | null;
        };
        /**
         * @description The only move: bet that the third card ranks strictly between the two posts.
         * @example {
         *       "type": "bet",
         *       "amount": 1
         *     }
         */
        InBetweenBetMove: {
            /**
             * @description The only move: bet that the third card ranks strictly between the two posts.
             * @enum {string}
             */
            type: "bet";
            /** @description Chips staked, an integer from 1 to the maximum bet M given in legalMoves ({ "type": "bet", "amount": { "min": 1, "max": M } }): M = min(pot, own chips), or with maxBetRule "half-pot" min(max(1, floor(pot / 2)), own chips). Out of range → 422 with reason bet-too-small, bet-exceeds-pot, bet-exceeds-chips or bet-exceeds-limit. Win: the third card ranks strictly between the posts and you take `amount` from the pot; otherwise `amount` goes into the pot. */
            amount: number;
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description The only move: bet that the third card ranks strictly between the two posts. */
        InBetweenBetLegalMove: {
            /**
             * @description The only move: bet that the third card ranks strictly between the two posts.
             * @enum {string}
             */
            type: "bet";
            /** @description Chips staked, an integer from 1 to the maximum bet M given in legalMoves ({ "type": "bet", "amount": { "min": 1, "max": M } }): M = min(pot, own chips), or with maxBetRule "half-pot" min(max(1, floor(pot / 2)), own chips). Out of range → 422 with reason bet-too-small, bet-exceeds-pot, bet-exceeds-chips or bet-exceeds-limit. Win: the third card ranks strictly between the posts and you take `amount` from the pot; otherwise `amount` goes into the pot. */
            amount: number | {
                min: number;
                max: number;
            };
        };
        /** @description In-Between as a seat (or a spectator) sees it. */
        InBetweenState: {
            /**
             * @description The phase of the rules document (docs/rules/<game>.md §4).
             * @enum {string}
             */
            phase: "posts" | "bet" | "third" | "turn-end" | "match-over";
            /** @description Your seat (the same as the match view's `you`), or null for a spectator. */
            you: number | null;
            /** @description Seats that may move now by the rules (several in a simultaneous phase such as Chinese poker's arrangement). The match view's `toAct` is the same once every seat is taken. */
            toAct: number[];
            /** @description Always [] for a seat (every card is public), null for a spectator. */
            yourCards: string[] | null;
            /** @description The two posts of the turn in progress and, once turned, the third card (empty between turns). */
            board: string[];
            /** @description Chips of each seat (the pot is not counted). */
            scores: number[];
            players: number;
            dealer: number;
            /** @description Seats still in play; eliminated players are out for good. */
            active: boolean[];
            pot: number;
            /** @description The two posts of the turn in progress (empty between turns). */
            posts: string[];
            third: string | null;
            bet: number | null;
            /** @description Bet range for the current player during `bet`, else null. */
            betRange: {
                min: number;
                max: number;
            } | null;
            /** @description Players still to play in this deal after the current one. */
            dealQueue: number[];
            dealsCompleted: number;
            totalDeals: number;
            turn: number;
            /** @description Cards left in the stock (its order and contents stay hidden). */
            stockCount: number;
            /** @description The discard pile since the last shuffle: every card turned since then, in order (public knowledge). */
            discards: string[];
            /** @description How many times a stock was shuffled (1 = the stock formed after the draw). */
            shuffles: number;
            /** @description The draw for the first deal: one list per round of face-up cards. */
            drawForDeal: {
                rounds: {
                    seat: number;
                    card: string;
                }[][];
                dealer: number;
            };
            /** @description The most recent settled turns, oldest first. */
            lastOutcomes: {
                turn: number;
                seat: number;
                posts: string[];
                /** @enum {string} */
                kind: "pair" | "consecutive" | "win" | "lose";
                bet: number | null;
                third: string | null;
                /** @description Chips the player won (positive) or lost (negative) on this turn, antes excluded. */
                change: number;
                reante: boolean;
                eliminated: number[];
                potAfter: number;
            }[];
        };
        InBetweenMatchView: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["InBetweenOptions"];
            seats: components["schemas"]["SeatViewDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description In-Between as your seat (or a spectator) sees it. */
            state: components["schemas"]["InBetweenState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: components["schemas"]["InBetweenBetLegalMove"][];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        InBetweenCreatedMatch: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["InBetweenOptions"];
            seats: components["schemas"]["CreatedSeatDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description In-Between as your seat (or a spectator) sees it. */
            state: components["schemas"]["InBetweenState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: components["schemas"]["InBetweenBetLegalMove"][];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        InBetweenJoined: {
            seat: number;
            /** @description Secret seat token: send it as Authorization: Bearer <token>. */
            token: string;
            match: components["schemas"]["InBetweenMatchView"];
        };
        ChinesePokerOptions: {
            /**
             * @description Number of hands (deals) in the match; the highest total wins.
             * @default 4
             * @example 4
             */
            hands?: number;
            /**
             * @description Whether the `declare` move (special hands) is allowed.
             * @default true
             * @example true
             */
            specialHands?: boolean;
            /**
             * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
             * @default null
             * @example null
             */
            turnSeconds?: number | null;
        };
        /**
         * @description Submit your three rows. Final once accepted; hidden from the others until every seat has submitted.
         * @example {
         *       "type": "arrange",
         *       "front": [
         *         "6s",
         *         "6c",
         *         "4h"
         *       ],
         *       "middle": [
         *         "Td",
         *         "Ts",
         *         "9c",
         *         "Qs",
         *         "8c"
         *       ],
         *       "back": [
         *         "3h",
         *         "3d",
         *         "3s",
         *         "2h",
         *         "2d"
         *       ]
         *     }
         */
        ChinesePokerArrangeMove: {
            /**
             * @description Submit your three rows. Final once accepted; hidden from the others until every seat has submitted.
             * @enum {string}
             */
            type: "arrange";
            /** @description Front row: exactly 3 of your cards (no straights or flushes in front). 422 `wrong-row-size` otherwise. */
            front: string[];
            /** @description Middle row: exactly 5 of your cards, not weaker than the front row (docs/rules/poker-hands.md §7). */
            middle: string[];
            /** @description Back row: exactly 5 of your cards, not weaker than the middle row. The three rows use exactly your 13 cards; 422 `rows-out-of-order` when back < middle or middle < front (the message names each row). */
            back: string[];
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Submit your three rows. Final once accepted; hidden from the others until every seat has submitted. */
        ChinesePokerArrangeLegalMove: {
            /**
             * @description Submit your three rows. Final once accepted; hidden from the others until every seat has submitted.
             * @enum {string}
             */
            type: "arrange";
            /** @description Front row: exactly 3 of your cards (no straights or flushes in front). 422 `wrong-row-size` otherwise. */
            front: string[] | {
                choose: number;
                from: string[];
            };
            /** @description Middle row: exactly 5 of your cards, not weaker than the front row (docs/rules/poker-hands.md §7). */
            middle: string[] | {
                choose: number;
                from: string[];
            };
            /** @description Back row: exactly 5 of your cards, not weaker than the middle row. The three rows use exactly your 13 cards; 422 `rows-out-of-order` when back < middle or middle < front (the message names each row). */
            back: string[] | {
                choose: number;
                from: string[];
            };
        };
        /**
         * @description Declare a special hand (needs option specialHands). The rows must also be a legal arrangement: a voided declaration is scored on them.
         * @example {
         *       "type": "declare",
         *       "hand": "three-flushes",
         *       "front": [
         *         "2h",
         *         "7h",
         *         "9h"
         *       ],
         *       "middle": [
         *         "3c",
         *         "6c",
         *         "8c",
         *         "Tc",
         *         "Kc"
         *       ],
         *       "back": [
         *         "4s",
         *         "5s",
         *         "9s",
         *         "Js",
         *         "As"
         *       ]
         *     }
         */
        ChinesePokerDeclareMove: {
            /**
             * @description Declare a special hand (needs option specialHands). The rows must also be a legal arrangement: a voided declaration is scored on them.
             * @enum {string}
             */
            type: "declare";
            /** @description One of six-pairs, three-straights, three-flushes, dragon. six-pairs: six disjoint pairs among the 13 cards (bonus 3 per opponent); three-straights: middle and back are straights, front 3 consecutive ranks (3); three-flushes: each row one suit (3); dragon: 13 different ranks (13). The earliest declaration wins, except that a dragon beats the others. 422 `unknown-special-hand` / `special-hand-not-qualified`. */
            hand: string;
            /** @description Front row: 3 cards. */
            front: string[];
            /** @description Middle row: 5 cards. */
            middle: string[];
            /** @description Back row: 5 cards. */
            back: string[];
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Declare a special hand (needs option specialHands). The rows must also be a legal arrangement: a voided declaration is scored on them. */
        ChinesePokerDeclareLegalMove: {
            /**
             * @description Declare a special hand (needs option specialHands). The rows must also be a legal arrangement: a voided declaration is scored on them.
             * @enum {string}
             */
            type: "declare";
            /** @description One of six-pairs, three-straights, three-flushes, dragon. six-pairs: six disjoint pairs among the 13 cards (bonus 3 per opponent); three-straights: middle and back are straights, front 3 consecutive ranks (3); three-flushes: each row one suit (3); dragon: 13 different ranks (13). The earliest declaration wins, except that a dragon beats the others. 422 `unknown-special-hand` / `special-hand-not-qualified`. */
            hand: string;
            /** @description Front row: 3 cards. */
            front: string[] | {
                choose: number;
                from: string[];
            };
            /** @description Middle row: 5 cards. */
            middle: string[] | {
                choose: number;
                from: string[];
            };
            /** @description Back row: 5 cards. */
            back: string[] | {
                choose: number;
                from: string[];
            };
        };
        /** @description Chinese poker as a seat (or a spectator) sees it. */
        ChinesePokerState: {
            /**
             * @description The phase of the rules document (docs/rules/<game>.md §4).
             * @enum {string}
             */
            phase: "deal" | "arrange" | "reveal" | "match-over";
            /** @description Your seat (the same as the match view's `you`), or null for a spectator. */
            you: number | null;
            /** @description Seats that may move now by the rules (several in a simultaneous phase such as Chinese poker's arrangement). The match view's `toAct` is the same once every seat is taken. */
            toAct: number[];
            /** @description Your 13 cards (sorted, highest first) while you arrange them, else []; null for a spectator. */
            yourCards: string[] | null;
            /** @description Always [] (Chinese poker has no shared cards). */
            board: string[];
            /** @description Match scores. */
            scores: number[];
            players: number;
            /** @description The current hand (1-based). */
            hand: number;
            /** @description The number of hands in the match. */
            hands: number;
            dealer: number;
            specialHands: boolean;
            /** @description Special hands your 13 cards could declare this hand. */
            specialHandsAvailable: ("six-pairs" | "three-straights" | "three-flushes" | "dragon")[];
            /** @description Whether each seat has submitted this hand (the content stays hidden until the reveal). */
            submitted: boolean[];
            /** @description Your accepted submission this hand, with each row described. */
            yourSubmission: {
                seat: number;
                /** @description The submission order within the hand (1 = first). */
                order: number;
                /** @enum {string} */
                type: "arrange" | "declare";
                /**
                 * @description The declared special hand, or null.
                 * @enum {string|null}
                 */
                hand: "six-pairs" | "three-straights" | "three-flushes" | "dragon" | null;
                front: {
                    cards: string[];
                    /** @enum {string} */
                    category: "high-card" | "one-pair" | "two-pair" | "three-of-a-kind" | "straight" | "flush" | "full-house" | "four-of-a-kind" | "straight-flush";
                    /** @description "Two pair, Jacks and Sevens". */
                    description: string;
                };
                middle: {
                    cards: string[];
                    /** @enum {string} */
                    category: "high-card" | "one-pair" | "two-pair" | "three-of-a-kind" | "straight" | "flush" | "full-house" | "four-of-a-kind" | "straight-flush";
                    /** @description "Two pair, Jacks and Sevens". */
                    description: string;
                };
                back: {
                    cards: string[];
                    /** @enum {string} */
                    category: "high-card" | "one-pair" | "two-pair" | "three-of-a-kind" | "straight" | "flush" | "full-house" | "four-of-a-kind" | "straight-flush";
                    /** @description "Two pair, Jacks and Sevens". */
                    description: string;
                };
            } | null;
            /** @description The last revealed hand (null before the first reveal). */
            lastReveal: {
                hand: number;
                dealer: number;
                /** @description By seat; `order` is the submission order. */
                submissions: {
                    seat: number;
                    /** @description The submission order within the hand (1 = first). */
                    order: number;
                    /** @enum {string} */
                    type: "arrange" | "declare";
                    /**
                     * @description The declared special hand, or null.
                     * @enum {string|null}
                     */
                    hand: "six-pairs" | "three-straights" | "three-flushes" | "dragon" | null;
                    front: {
                        cards: string[];
                        /** @enum {string} */
                        category: "high-card" | "one-pair" | "two-pair" | "three-of-a-kind" | "straight" | "flush" | "full-house" | "four-of-a-kind" | "straight-flush";
                        /** @description "Two pair, Jacks and Sevens". */
                        description: string;
                    };
                    middle: {
                        cards: string[];
                        /** @enum {string} */
                        category: "high-card" | "one-pair" | "two-pair" | "three-of-a-kind" | "straight" | "flush" | "full-house" | "four-of-a-kind" | "straight-flush";
                        /** @description "Two pair, Jacks and Sevens". */
                        description: string;
                    };
                    back: {
                        cards: string[];
                        /** @enum {string} */
                        category: "high-card" | "one-pair" | "two-pair" | "three-of-a-kind" | "straight" | "flush" | "full-house" | "four-of-a-kind" | "straight-flush";
                        /** @description "Two pair, Jacks and Sevens". */
                        description: string;
                    };
                }[];
                effectiveDeclaration: {
                    seat: number;
                    /** @enum {string} */
                    hand: "six-pairs" | "three-straights" | "three-flushes" | "dragon";
                    bonus: number;
                } | null;
                voidDeclarations: number[];
                pairs: {
                    seats: number[];
                    /** @description Declaration bonus taken by seats[0] from seats[1], when seats[0] is the effective declarer. */
                    bonus: number | null;
                    rows: {
                        /** @enum {string} */
                        row: "front" | "middle" | "back";
                        winner: number | null;
                        points: number;
                    }[];
                    /** @description Net points of seats[0]; seats[1] gets the opposite. */
                    net: number;
                }[];
                /** @description Hand score of every seat (sums to 0). */
                points: number[];
            } | null;
            /** @description Every revealed hand of the match, oldest first. */
            reveals: {
                hand: number;
                dealer: number;
                /** @description By seat; `order` is the submission order. */
                submissions: {
                    seat: number;
                    /** @description The submission order within the hand (1 = first). */
                    order: number;
                    /** @enum {string} */
                    type: "arrange" | "declare";
                    /**
                     * @description The declared special hand, or null.
                     * @enum {string|null}
                     */
                    hand: "six-pairs" | "three-straights" | "three-flushes" | "dragon" | null;
                    front: {
                        cards: string[];
                        /** @enum {string} */
                        category: "high-card" | "one-pair" | "two-pair" | "three-of-a-kind" | "straight" | "flush" | "full-house" | "four-of-a-kind" | "straight-flush";
                        /** @description "Two pair, Jacks and Sevens". */
                        description: string;
                    };
                    middle: {
                        cards: string[];
                        /** @enum {string} */
                        category: "high-card" | "one-pair" | "two-pair" | "three-of-a-kind" | "straight" | "flush" | "full-house" | "four-of-a-kind" | "straight-flush";
                        /** @description "Two pair, Jacks and Sevens". */
                        description: string;
                    };
                    back: {
                        cards: string[];
                        /** @enum {string} */
                        category: "high-card" | "one-pair" | "two-pair" | "three-of-a-kind" | "straight" | "flush" | "full-house" | "four-of-a-kind" | "straight-flush";
                        /** @description "Two pair, Jacks and Sevens". */
                        description: string;
                    };
                }[];
                effectiveDeclaration: {
                    seat: number;
                    /** @enum {string} */
                    hand: "six-pairs" | "three-straights" | "three-flushes" | "dragon";
                    bonus: number;
                } | null;
                voidDeclarations: number[];
                pairs: {
                    seats: number[];
                    /** @description Declaration bonus taken by seats[0] from seats[1], when seats[0] is the effective declarer. */
                    bonus: number | null;
                    rows: {
                        /** @enum {string} */
                        row: "front" | "middle" | "back";
                        winner: number | null;
                        points: number;
                    }[];
                    /** @description Net points of seats[0]; seats[1] gets the opposite. */
                    net: number;
                }[];
                /** @description Hand score of every seat (sums to 0). */
                points: number[];
            }[];
            /** @description How to check a proposed arrangement before submitting it. */
            arrangementHelp: string;
        };
        ChinesePokerMatchView: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["ChinesePokerOptions"];
            seats: components["schemas"]["SeatViewDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description Chinese Poker as your seat (or a spectator) sees it. */
            state: components["schemas"]["ChinesePokerState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: (components["schemas"]["ChinesePokerArrangeLegalMove"] | components["schemas"]["ChinesePokerDeclareLegalMove"])[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        ChinesePokerCreatedMatch: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["ChinesePokerOptions"];
            seats: components["schemas"]["CreatedSeatDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description Chinese Poker as your seat (or a spectator) sees it. */
            state: components["schemas"]["ChinesePokerState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: (components["schemas"]["ChinesePokerArrangeLegalMove"] | components["schemas"]["ChinesePokerDeclareLegalMove"])[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        ChinesePokerJoined: {
            seat: number;
            /** @description Secret seat token: send it as Authorization: Bearer <token>. */
            token: string;
            match: components["schemas"]["ChinesePokerMatchView"];
        };
        EuchreOptions: {
            /**
             * @description The match ends when a team (seats 0+2 or 1+3) has at least this many points (the original rules: 10).
             * @default 10
             * @example 10
             */
            targetPoints?: number;
            /**
             * @description If true, the dealer may not pass in bid round 2 and must name trump. If false (the original rules), a hand where everyone passes twice is thrown in and the next player deals.
             * @default false
             * @example false
             */
            stickTheDealer?: boolean;
            /**
             * @description Whether a defender may go alone (the original rules: yes).
             * @default true
             * @example true
             */
            allowDefenderAlone?: boolean;
            /**
             * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
             * @default null
             * @example null
             */
            turnSeconds?: number | null;
        };
        /**
         * @description Pass: decline the up card (bid round 1), name no suit (bid round 2), or do not go alone (the `alone` phase).
         * @example {
         *       "type": "pass"
         *     }
         */
        EuchrePassMove: {
            /**
             * @description Pass in bid round 1 (decline the up card), in bid round 2 (name no suit) or in the `alone` phase (do not go alone). With stickTheDealer the dealer may not pass in round 2 once the others have: 422 `dealer-must-name`.
             * @enum {string}
             */
            type: "pass";
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Pass: decline the up card (bid round 1), name no suit (bid round 2), or do not go alone (the `alone` phase). */
        EuchrePassLegalMove: {
            /**
             * @description Pass in bid round 1 (decline the up card), in bid round 2 (name no suit) or in the `alone` phase (do not go alone). With stickTheDealer the dealer may not pass in round 2 once the others have: 422 `dealer-must-name`.
             * @enum {string}
             */
            type: "pass";
        };
        /**
         * @description Bid round 1: make the up card's suit trump.
         * @example {
         *       "type": "order-up",
         *       "alone": false
         *     }
         */
        EuchreOrderUpMove: {
            /**
             * @description Bid round 1: make the up card's suit trump ("order it up" for an opponent of the dealer, "assist" for the dealer's partner, "accept" for the dealer). The dealer then takes the up card and discards one card (the dealer who accepted may not discard the up card).
             * @enum {string}
             */
            type: "order-up";
            /**
             * @description Go alone: your partner sits out. If the dealer's partner orders up alone, the dealer sits out and does not pick up the up card.
             * @default false
             */
            alone?: boolean;
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Bid round 1: make the up card's suit trump. */
        EuchreOrderUpLegalMove: {
            /**
             * @description Bid round 1: make the up card's suit trump ("order it up" for an opponent of the dealer, "assist" for the dealer's partner, "accept" for the dealer). The dealer then takes the up card and discards one card (the dealer who accepted may not discard the up card).
             * @enum {string}
             */
            type: "order-up";
            /** @description Go alone: your partner sits out. If the dealer's partner orders up alone, the dealer sits out and does not pick up the up card. */
            alone?: boolean;
        };
        /**
         * @description The dealer discards one of 6 cards face down after an order-up.
         * @example {
         *       "type": "discard",
         *       "card": "9c"
         *     }
         */
        EuchreDiscardMove: {
            /**
             * @description The dealer discards one of 6 cards face down after an order-up (hidden from everyone else, also in the move log).
             * @enum {string}
             */
            type: "discard";
            /** @description One of your 6 cards. 422 `card-not-in-hand` otherwise; 422 `must-keep-up-card` when you accepted the up card yourself and try to discard it. */
            card: string;
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description The dealer discards one of 6 cards face down after an order-up. */
        EuchreDiscardLegalMove: {
            /**
             * @description The dealer discards one of 6 cards face down after an order-up (hidden from everyone else, also in the move log).
             * @enum {string}
             */
            type: "discard";
            /** @description One of your 6 cards. 422 `card-not-in-hand` otherwise; 422 `must-keep-up-card` when you accepted the up card yourself and try to discard it. */
            card: string;
        };
        /**
         * @description Bid round 2: name the trump suit.
         * @example {
         *       "type": "name-trump",
         *       "suit": "h",
         *       "alone": false
         *     }
         */
        EuchreNameTrumpMove: {
            /**
             * @description Bid round 2: name the trump suit; your team become the makers.
             * @enum {string}
             */
            type: "name-trump";
            /** @description c, d, h or s, except the suit of the turned-down up card (422 `suit-turned-down`). Anything else is 422 `invalid-suit`. */
            suit: string;
            /**
             * @description Go alone: your partner sits out.
             * @default false
             */
            alone?: boolean;
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Bid round 2: name the trump suit. */
        EuchreNameTrumpLegalMove: {
            /**
             * @description Bid round 2: name the trump suit; your team become the makers.
             * @enum {string}
             */
            type: "name-trump";
            /** @description c, d, h or s, except the suit of the turned-down up card (422 `suit-turned-down`). Anything else is 422 `invalid-suit`. */
            suit: string;
            /** @description Go alone: your partner sits out. */
            alone?: boolean;
        };
        /**
         * @description Play this hand without your partner (the `alone` phase).
         * @example {
         *       "type": "go-alone"
         *     }
         */
        EuchreGoAloneMove: {
            /**
             * @description The `alone` phase (after trump is fixed, before the first lead): play this hand without your partner, who sits out. Offered once to each eligible player from the dealer's left: one lone player per team; defenders only with allowDefenderAlone.
             * @enum {string}
             */
            type: "go-alone";
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Play this hand without your partner (the `alone` phase). */
        EuchreGoAloneLegalMove: {
            /**
             * @description The `alone` phase (after trump is fixed, before the first lead): play this hand without your partner, who sits out. Offered once to each eligible player from the dealer's left: one lone player per team; defenders only with allowDefenderAlone.
             * @enum {string}
             */
            type: "go-alone";
        };
        /**
         * @description Play a card to the current trick.
         * @example {
         *       "type": "play",
         *       "card": "Jd"
         *     }
         */
        EuchrePlayMove: {
            /**
             * @description Play a card to the current trick.
             * @enum {string}
             */
            type: "play";
            /** @description A card of your hand (422 `card-not-in-hand`). You must follow the effective suit led if you can (422 `must-follow-suit`); the left bower (the jack of the suit of trump's colour) counts as a trump for every purpose. */
            card: string;
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Play a card to the current trick. */
        EuchrePlayLegalMove: {
            /**
             * @description Play a card to the current trick.
             * @enum {string}
             */
            type: "play";
            /** @description A card of your hand (422 `card-not-in-hand`). You must follow the effective suit led if you can (422 `must-follow-suit`); the left bower (the jack of the suit of trump's colour) counts as a trump for every purpose. */
            card: string;
        };
        /** @description Euchre as a seat (or a spectator) sees it. */
        EuchreState: {
            /**
             * @description The phase of the rules document (docs/rules/<game>.md §4).
             * @enum {string}
             */
            phase: "deal" | "bid-round-1" | "dealer-discard" | "bid-round-2" | "alone" | "play" | "score" | "match-over";
            /** @description Your seat (the same as the match view's `you`), or null for a spectator. */
            you: number | null;
            /** @description Seats that may move now by the rules (several in a simultaneous phase such as Chinese poker's arrangement). The match view's `toAct` is the same once every seat is taken. */
            toAct: number[];
            /** @description Your cards (the dealer's 6 during the discard); null for a spectator. */
            yourCards: string[] | null;
            /** @description The up card while it lies face up (bidding round 1), then the cards of the trick being played. */
            board: string[];
            /** @description Each seat's team's points. */
            scores: number[];
            /** @description 1-based number of the current deal (thrown-in deals count). */
            hand: number;
            dealer: number;
            targetPoints: number;
            stickTheDealer: boolean;
            allowDefenderAlone: boolean;
            /** @description How many cards each seat holds. */
            handSizes: number[];
            upCard: string | null;
            upCardTurnedDown: boolean;
            /** @description Null until the dealer has discarded (or sits out). */
            upCardKept: boolean | null;
            /** @description The dealer's discard, shown to the dealer only. */
            discard: string | null;
            bids: {
                seat: number;
                /** @enum {string} */
                phase: "bid-round-1" | "bid-round-2" | "alone";
                /** @enum {string} */
                call: "pass" | "order-up" | "name-trump" | "go-alone";
                suit?: string;
                alone?: boolean;
            }[];
            trump: string | null;
            /** @description The team that chose trump (0 = seats 0 and 2). */
            makers: number | null;
            caller: number | null;
            /** @description Lone players (at most one per team). */
            alone: number[];
            sittingOut: number[];
            trick: {
                leader: number;
                cards: {
                    seat: number;
                    card: string;
                }[];
                /** @description Set once the trick is complete. */
                winner: number | null;
            } | null;
            tricks: {
                leader: number;
                cards: {
                    seat: number;
                    card: string;
                }[];
                /** @description Set once the trick is complete. */
                winner: number | null;
            }[];
            /** @description Tricks won per team this hand (team 0 = seats 0 and 2). */
            tricksWon: number[];
            /** @description Points per team (team 0 = seats 0 and 2). */
            teamScores: number[];
            lastHand: {
                hand: number;
                dealer: number;
                trump: string | null;
                /** @description Team 0 = seats 0 and 2, team 1 = seats 1 and 3. */
                makers: number | null;
                alone: number[];
                tricksWon: number[];
                /** @description Team 0 = seats 0 and 2, team 1 = seats 1 and 3. */
                scoringTeam: number | null;
                points: number;
                /** @description made, march, lone-march, euchre, lone-defender-euchre, lone-defender-march or thrown-in. */
                kind: string;
                tricks: {
                    leader: number;
                    cards: {
                        seat: number;
                        card: string;
                    }[];
                    /** @description Set once the trick is complete. */
                    winner: number | null;
                }[];
            } | null;
            /** @description The winning team once the match is over. */
            winner: number | null;
        };
        EuchreMatchView: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["EuchreOptions"];
            seats: components["schemas"]["SeatViewDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description Euchre as your seat (or a spectator) sees it. */
            state: components["schemas"]["EuchreState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: (components["schemas"]["EuchrePassLegalMove"] | components["schemas"]["EuchreOrderUpLegalMove"] | components["schemas"]["EuchreDiscardLegalMove"] | components["schemas"]["EuchreNameTrumpLegalMove"] | components["schemas"]["EuchreGoAloneLegalMove"] | components["schemas"]["EuchrePlayLegalMove"])[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        EuchreCreatedMatch: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["EuchreOptions"];
            seats: components["schemas"]["CreatedSeatDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description Euchre as your seat (or a spectator) sees it. */
            state: components["schemas"]["EuchreState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: (components["schemas"]["EuchrePassLegalMove"] | components["schemas"]["EuchreOrderUpLegalMove"] | components["schemas"]["EuchreDiscardLegalMove"] | components["schemas"]["EuchreNameTrumpLegalMove"] | components["schemas"]["EuchreGoAloneLegalMove"] | components["schemas"]["EuchrePlayLegalMove"])[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        EuchreJoined: {
            seat: number;
            /** @description Secret seat token: send it as Authorization: Bearer <token>. */
            token: string;
            match: components["schemas"]["EuchreMatchView"];
        };
        TexasHoldemOptions: {
            /**
             * @description Which version of the original rules is played: "betting" (blinds Hold'em with four betting rounds) or "no-betting" (the simplified single round of bets).
             * @default betting
             * @example betting
             * @enum {string}
             */
            variant?: "betting" | "no-betting";
            /**
             * @description Bet sizing, betting variant only.
             * @default no-limit
             * @example no-limit
             * @enum {string}
             */
            bettingStructure?: "no-limit" | "pot-limit" | "fixed-limit";
            /**
             * @description Chips per player at match start.
             * @default 1000
             * @example 1000
             */
            startingStack?: number;
            /**
             * @description Small blind, betting variant only.
             * @default 5
             * @example 5
             */
            smallBlind?: number;
            /**
             * @description Big blind, betting variant only. Also the minimum bet and the first raise increment, and the small bet of fixed-limit. At least `smallBlind`.
             * @default 10
             * @example 10
             */
            bigBlind?: number;
            /**
             * @description Paid by every player before each hand, in both variants.
             * @default 0
             * @example 0
             */
            ante?: number;
            /**
             * @description No-betting only. 0: the opener chooses the amount; n > 0: the opening bet is fixed at n and posted automatically.
             * @default 0
             * @example 0
             */
            openingBet?: number;
            /**
             * @description 0 = play until one player holds every chip; otherwise the match ends after this many hands (most chips wins, ties are co-winners).
             * @default 0
             * @example 0
             */
            maxHands?: number;
            /**
             * @description If true, losing hands at showdown that need not be shown (not first to show, not all-in, winning nothing) are mucked unseen.
             * @default false
             * @example false
             */
            allowMuck?: boolean;
            /**
             * @description If true, every hand starts with every player holding startingStack again, nobody is eliminated, and the match is scored by chips won over its maxHands hands (as the heads-up matches of poker research and of the ACPC are played). When true, needs `maxHands` ≥ 1.
             * @default false
             * @example false
             */
            resetStacks?: boolean;
            /**
             * @description Seconds a seat has to move before the server plays its timeout move (null: no clock).
             * @default null
             * @example null
             */
            turnSeconds?: number | null;
        };
        /**
         * @description Fold: give up the hand.
         * @example {
         *       "type": "fold"
         *     }
         */
        TexasHoldemFoldMove: {
            /**
             * @description Give up the hand. Always allowed on your turn in the betting variant (even when a check is possible); in no-betting only during `calls`.
             * @enum {string}
             */
            type: "fold";
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Fold: give up the hand. */
        TexasHoldemFoldLegalMove: {
            /**
             * @description Give up the hand. Always allowed on your turn in the betting variant (even when a check is possible); in no-betting only during `calls`.
             * @enum {string}
             */
            type: "fold";
        };
        /**
         * @description Check: pass without betting.
         * @example {
         *       "type": "check"
         *     }
         */
        TexasHoldemCheckMove: {
            /**
             * @description Pass without betting; only when your bet this round equals the bet to match (otherwise 422 `cannot-check`). Betting variant only.
             * @enum {string}
             */
            type: "check";
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Check: pass without betting. */
        TexasHoldemCheckLegalMove: {
            /**
             * @description Pass without betting; only when your bet this round equals the bet to match (otherwise 422 `cannot-check`). Betting variant only.
             * @enum {string}
             */
            type: "check";
        };
        /**
         * @description Call: match the current bet.
         * @example {
         *       "type": "call",
         *       "amount": 40
         *     }
         */
        TexasHoldemCallMove: {
            /**
             * @description Match the current bet: puts in min(bet to match − your bet this round, your stack); calling short makes you all-in. 422 `nothing-to-call` when there is no bet.
             * @enum {string}
             */
            type: "call";
            /** @description Optional: the chips the call puts in, as listed in legalMoves ({ "type": "call", "amount": 40 }). Any other value → 422 `wrong-call-amount` (a value that is not a positive integer → 422 `invalid-amount`). */
            amount?: number;
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Call: match the current bet. */
        TexasHoldemCallLegalMove: {
            /**
             * @description Match the current bet: puts in min(bet to match − your bet this round, your stack); calling short makes you all-in. 422 `nothing-to-call` when there is no bet.
             * @enum {string}
             */
            type: "call";
            /** @description Optional: the chips the call puts in, as listed in legalMoves ({ "type": "call", "amount": 40 }). Any other value → 422 `wrong-call-amount` (a value that is not a positive integer → 422 `invalid-amount`). */
            amount?: number | {
                min: number;
                max: number;
            };
        };
        /**
         * @description Bet: open the betting of a round.
         * @example {
         *       "type": "bet",
         *       "amount": 20
         *     }
         */
        TexasHoldemBetMove: {
            /**
             * @description Open the betting of a round (nobody has bet yet; otherwise 422 `already-bet`). In no-betting: the opener's bet in `opening-bet` (1 to the stack).
             * @enum {string}
             */
            type: "bet";
            /** @description Chips bet, within legalMoves' { "type": "bet", "amount": { "min": a, "max": b } }: at least the big blind (less only all-in), at most your stack, at most the pot in pot-limit; exactly the fixed size in fixed-limit. Reasons: `bet-exceeds-stack`, `bet-too-small`, `bet-exceeds-pot`, `wrong-amount`, `invalid-amount`. */
            amount: number;
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Bet: open the betting of a round. */
        TexasHoldemBetLegalMove: {
            /**
             * @description Open the betting of a round (nobody has bet yet; otherwise 422 `already-bet`). In no-betting: the opener's bet in `opening-bet` (1 to the stack).
             * @enum {string}
             */
            type: "bet";
            /** @description Chips bet, within legalMoves' { "type": "bet", "amount": { "min": a, "max": b } }: at least the big blind (less only all-in), at most your stack, at most the pot in pot-limit; exactly the fixed size in fixed-limit. Reasons: `bet-exceeds-stack`, `bet-too-small`, `bet-exceeds-pot`, `wrong-amount`, `invalid-amount`. */
            amount: number | {
                min: number;
                max: number;
            };
        };
        /**
         * @description Raise: raise the current bet to a new total.
         * @example {
         *       "type": "raise",
         *       "to": 80
         *     }
         */
        TexasHoldemRaiseMove: {
            /**
             * @description Raise the current bet. Betting variant only (no-betting → 422 `move-not-allowed`).
             * @enum {string}
             */
            type: "raise";
            /** @description Your TOTAL bet in the round after the raise (not the increment), within legalMoves' { "type": "raise", "to": { "min": a, "max": b } }. No-limit/pot-limit: at least bet + last full raise increment (less only all-in); pot-limit: at most bet + pot + call; fixed-limit: exactly the next level. An all-in short of a full raise does not reopen the betting for players who already acted (`betting-not-reopened`); nobody may raise when no other player still in the hand could put in more than the amount to match (each all-in or holding at most the call: `opponents-all-in`). Reasons: `no-bet-to-raise`, `opponents-all-in`, `betting-not-reopened`, `raise-cap-reached`, `raise-exceeds-stack`, `raise-too-small`, `raise-exceeds-pot`, `wrong-amount`, `invalid-amount`. */
            to: number;
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description Raise: raise the current bet to a new total. */
        TexasHoldemRaiseLegalMove: {
            /**
             * @description Raise the current bet. Betting variant only (no-betting → 422 `move-not-allowed`).
             * @enum {string}
             */
            type: "raise";
            /** @description Your TOTAL bet in the round after the raise (not the increment), within legalMoves' { "type": "raise", "to": { "min": a, "max": b } }. No-limit/pot-limit: at least bet + last full raise increment (less only all-in); pot-limit: at most bet + pot + call; fixed-limit: exactly the next level. An all-in short of a full raise does not reopen the betting for players who already acted (`betting-not-reopened`); nobody may raise when no other player still in the hand could put in more than the amount to match (each all-in or holding at most the call: `opponents-all-in`). Reasons: `no-bet-to-raise`, `opponents-all-in`, `betting-not-reopened`, `raise-cap-reached`, `raise-exceeds-stack`, `raise-too-small`, `raise-exceeds-pot`, `wrong-amount`, `invalid-amount`. */
            to: number | {
                min: number;
                max: number;
            };
        };
        /**
         * @description All-in: put in your whole stack.
         * @example {
         *       "type": "all-in"
         *     }
         */
        TexasHoldemAllInMove: {
            /**
             * @description Put in your whole stack. Counts as a call if that does not exceed the bet to match, as a bet if nobody has bet, otherwise as a raise: size minimums are waived, but maximums (pot-limit, fixed-limit sizes), the raise cap and the reopening rule still apply.
             * @enum {string}
             */
            type: "all-in";
            /** @description Optional: the version you saw; 409 if the match has moved on. */
            expectedVersion?: number;
        };
        /** @description All-in: put in your whole stack. */
        TexasHoldemAllInLegalMove: {
            /**
             * @description Put in your whole stack. Counts as a call if that does not exceed the bet to match, as a bet if nobody has bet, otherwise as a raise: size minimums are waived, but maximums (pot-limit, fixed-limit sizes), the raise cap and the reopening rule still apply.
             * @enum {string}
             */
            type: "all-in";
        };
        /** @description Texas Hold'em as a seat (or a spectator) sees it. */
        TexasHoldemState: {
            /**
             * @description The phase of the rules document (docs/rules/<game>.md §4).
             * @enum {string}
             */
            phase: "hand-start" | "preflop" | "flop" | "turn" | "river" | "opening-bet" | "calls" | "board" | "showdown" | "hand-end" | "match-over";
            /** @description Your seat (the same as the match view's `you`), or null for a spectator. */
            you: number | null;
            /** @description Seats that may move now by the rules (several in a simultaneous phase such as Chinese poker's arrangement). The match view's `toAct` is the same once every seat is taken. */
            toAct: number[];
            /** @description Your hole cards once you may look at them ([] before that, in no-betting, or when not dealt in); null for a spectator. */
            yourCards: string[] | null;
            /** @description The community cards. */
            board: string[];
            /** @description Each seat's stack (chips not in the pot); with resetStacks, each seat's chips won over the hands played (the match score). */
            scores: number[];
            /** @enum {string} */
            variant: "betting" | "no-betting";
            /** @enum {string} */
            bettingStructure: "no-limit" | "pot-limit" | "fixed-limit";
            smallBlind: number;
            bigBlind: number;
            ante: number;
            handNumber: number;
            button: number;
            smallBlindSeat: number | null;
            bigBlindSeat: number | null;
            players: {
                seat: number;
                stack: number;
                /** @description This round's bet (b_i). */
                bet: number;
                /** @description Everything put in this hand (c_i). */
                committed: number;
                /** @enum {string} */
                status: "active" | "folded" | "all-in" | "out";
                isButton: boolean;
                /** @enum {string|null} */
                blind: "small" | "big" | null;
                /** @description The hole cards when the viewer may see them (own, or shown), else null. */
                holeCards: string[] | null;
                shown: boolean;
                /** @description What a seat did last in the current hand. */
                lastAction: {
                    /** @enum {string} */
                    type: "ante" | "small-blind" | "big-blind" | "fold" | "check" | "call" | "bet" | "raise" | "all-in";
                    /** @description Chips put in by this action. */
                    amount: number;
                    /** @description The seat's total bet in the round after the action (bets, raises, calls, blinds). */
                    to?: number;
                    allIn?: boolean;
                } | null;
            }[];
            /** @description Pots of chips collected before this round's bets, with who is eligible. */
            pots: {
                name: string;
                amount: number;
                eligible: number[];
            }[];
            /** @description Every chip committed to the hand (P), including this round's bets. */
            totalPot: number;
            /** @description H, the amount to match. */
            currentBet: number;
            /** @description L, the minimum raise increment. */
            minRaiseIncrement: number;
            /** @description Chips you need to call, when it is your turn; else null. */
            toCall: number | null;
            /** @description Every action of the current hand. */
            log: {
                seat: number;
                /**
                 * @description The phase of the rules document (docs/rules/<game>.md §4).
                 * @enum {string}
                 */
                phase: "hand-start" | "preflop" | "flop" | "turn" | "river" | "opening-bet" | "calls" | "board" | "showdown" | "hand-end" | "match-over";
                /** @enum {string} */
                type: "ante" | "small-blind" | "big-blind" | "fold" | "check" | "call" | "bet" | "raise" | "all-in";
                /** @description Chips put in by this action. */
                amount: number;
                /** @description The seat's total bet in the round after the action (bets, raises, calls, blinds). */
                to?: number;
                allIn?: boolean;
            }[];
            /** @description The public record of a finished hand. */
            lastHand: {
                handNumber: number;
                button: number;
                board: string[];
                uncontested: boolean;
                /** @description Hands turned face up, in showdown order. Mucked and folded hands are absent. */
                shown: {
                    seat: number;
                    cards: string[];
                    description: string;
                }[];
                /** @description Seats that mucked at showdown (their cards stay hidden forever). */
                mucked: number[];
                uncalled: {
                    seat: number;
                    amount: number;
                } | null;
                pots: {
                    name: string;
                    amount: number;
                    eligible: number[];
                    winners: number[];
                    shares: number[];
                    /** @description "Seat 0 wins main pot 150 with Three of a kind, Queens". */
                    explanation: string;
                }[];
                stacksAfter: number[];
                eliminated: number[];
                /** @description Each seat's net chips for the hand (won from the pots and returned as uncalled, minus what it put in); they sum to 0. */
                results: number[];
                /** @description Every action of the hand, in order. */
                log: {
                    seat: number;
                    /**
                     * @description The phase of the rules document (docs/rules/<game>.md §4).
                     * @enum {string}
                     */
                    phase: "hand-start" | "preflop" | "flop" | "turn" | "river" | "opening-bet" | "calls" | "board" | "showdown" | "hand-end" | "match-over";
                    /** @enum {string} */
                    type: "ante" | "small-blind" | "big-blind" | "fold" | "check" | "call" | "bet" | "raise" | "all-in";
                    /** @description Chips put in by this action. */
                    amount: number;
                    /** @description The seat's total bet in the round after the action (bets, raises, calls, blinds). */
                    to?: number;
                    allIn?: boolean;
                }[];
            } | null;
            winners: number[] | null;
        };
        TexasHoldemMatchView: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["TexasHoldemOptions"];
            seats: components["schemas"]["SeatViewDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description Texas Hold'em as your seat (or a spectator) sees it. */
            state: components["schemas"]["TexasHoldemState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: (components["schemas"]["TexasHoldemFoldLegalMove"] | components["schemas"]["TexasHoldemCheckLegalMove"] | components["schemas"]["TexasHoldemCallLegalMove"] | components["schemas"]["TexasHoldemBetLegalMove"] | components["schemas"]["TexasHoldemRaiseLegalMove"] | components["schemas"]["TexasHoldemAllInLegalMove"])[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        TexasHoldemCreatedMatch: {
            /** Format: uuid */
            id: string;
            /** @example euchre */
            game: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @description Increases with every change; use it as expectedVersion. */
            version: number;
            /** @description The options the match was created with (defaults filled in). */
            options: components["schemas"]["TexasHoldemOptions"];
            seats: components["schemas"]["CreatedSeatDto"][];
            /** @description Seats that may move now. */
            toAct: number[];
            /** @description Your seat (from the token), or null for a spectator. */
            you: number | null;
            /** @description Texas Hold'em as your seat (or a spectator) sees it. */
            state: components["schemas"]["TexasHoldemState"];
            /** @description Only for your seat when it may act: moves to post as they are, or templates where a field holds `{ min, max }` (post an integer in that range) or `{ choose, from }` (post that many of those cards). */
            legalMoves?: (components["schemas"]["TexasHoldemFoldLegalMove"] | components["schemas"]["TexasHoldemCheckLegalMove"] | components["schemas"]["TexasHoldemCallLegalMove"] | components["schemas"]["TexasHoldemBetLegalMove"] | components["schemas"]["TexasHoldemRaiseLegalMove"] | components["schemas"]["TexasHoldemAllInLegalMove"])[];
            scores: number[];
            result: components["schemas"]["ResultDto"] | null;
            fairness: components["schemas"]["FairnessDto"];
            /** @description When the turn clock runs out (ISO time), with the turnSeconds option. */
            deadline: string | null;
        };
        TexasHoldemJoined: {
            seat: number;
            /** @description Secret seat token: send it as Authorization: Bearer <token>. */
            token: string;
            match: components["schemas"]["TexasHoldemMatchView"];
        };
        /** @description Any one event of the stream, told apart by `type` (the SSE event's name). */
        AccountEvent: components["schemas"]["AccountChallengeEvent"] | components["schemas"]["AccountChallengeCanceledEvent"] | components["schemas"]["AccountChallengeDeclinedEvent"] | components["schemas"]["AccountMatchStartEvent"] | components["schemas"]["AccountYourTurnEvent"] | components["schemas"]["AccountMatchFinishEvent"] | components["schemas"]["AccountSeriesInviteEvent"] | components["schemas"]["AccountSeriesFinishEvent"] | components["schemas"]["AccountTournamentStartEvent"] | components["schemas"]["AccountTournamentRoundEvent"] | components["schemas"]["AccountTournamentFinishEvent"] | components["schemas"]["AccountGauntletFinishEvent"];
        /** @description Any one event of the stream, told apart by `type` (the SSE event's name). */
        TournamentEvent: components["schemas"]["TournamentRoundEvent"] | components["schemas"]["TournamentMatchFinishEvent"] | components["schemas"]["TournamentStandingsEvent"] | components["schemas"]["TournamentFinishEvent"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAccountDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAccountDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the name is taken (ignoring case) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the name is taken (ignoring case)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listAccountMatches: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The nextCursor of the previous page. */
                cursor?: string;
                game?: string;
                status?: "open" | "active" | "finished";
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryPageDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    rotateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followAccount: {
        parameters: {
            query?: {
                /** @description As Last-Event-ID, for clients that cannot set it (NDJSON): the id of the last match event received; one that is not an id of this stream is 400. */
                since?: string;
            };
            header?: {
                /** @description The id of the last match event received: the stream resumes after it (an id that is not one of this stream is ignored). */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account stream: `challenge`, `challengeCanceled`, `challengeDeclined`, `matchStart`, `yourTurn`, `matchFinish`, `seriesInvite`, `seriesFinish`, `tournamentStart`, `tournamentRound`, `tournamentFinish`, `gauntletFinish`. The schema is that of each event's `data` (and of each NDJSON line); /asyncapi.json describes the stream as AsyncAPI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: matchStart
                     *     data: {"type":"matchStart","game":"euchre","matchId":"0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c","seat":0}
                     *
                     *     : ping
                     */
                    "text/event-stream": components["schemas"]["AccountEvent"];
                    "application/x-ndjson": components["schemas"]["AccountEvent"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the account already has MAX_STREAMS_PER_ACCOUNT (20) event streams open with its API key on this instance (reason `too-many-streams`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "the account already has MAX_STREAMS_PER_ACCOUNT (20) event streams open with its API key on this instance (reason `too-many-streams`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChallengeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description your open or active matches are at their cap (`active-matches-cap`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "your open or active matches are at their cap (`active-matches-cap`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    cancelChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeDto"];
                };
            };
            /** @description not the challenger */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "not the challenger"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the challenge is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the challenge is no longer open"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    acceptChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeDto"];
                };
            };
            /** @description not an invitee */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "not an invitee"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the challenge is no longer open, or your open or active matches are at their cap */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the challenge is no longer open, or your open or active matches are at their cap"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    declineChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeDto"];
                };
            };
            /** @description not an invitee */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "not an invitee"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the challenge is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the challenge is no longer open"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createSeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                game: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSeekDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeekDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown game */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "unknown game"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description your open or active matches are at their cap (`active-matches-cap`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "your open or active matches are at their cap (`active-matches-cap`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getSeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeekDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    cancelSeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeekDto"];
                };
            };
            /** @description already paired */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "already paired"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listTournaments: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The nextCursor of the previous page. */
                cursor?: string;
                status?: "open" | "running" | "finished" | "canceled";
                game?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPageDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createTournament: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTournamentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown game */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "unknown game"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description your open or running tournaments are at their cap (`running-tournaments-cap`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "your open or running tournaments are at their cap (`running-tournaments-cap`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listAccountTournaments: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The nextCursor of the previous page. */
                cursor?: string;
                status?: "open" | "running" | "finished" | "canceled";
                game?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPageDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    cancelTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDto"];
                };
            };
            /** @description not the creator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "not the creator"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description already finished or canceled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "already finished or canceled"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinTournamentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description bots not allowed, or not the creator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "bots not allowed, or not the creator"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not open, full, or already joined */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "not open, full, or already joined"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    withdrawFromTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDto"];
                };
            };
            /** @description not a player, or the tournament is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "not a player, or the tournament is over"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    startTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDto"];
                };
            };
            /** @description not the creator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "not the creator"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not open, or too few players */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "not open, or too few players"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getTournamentResults: {
        parameters: {
            query?: {
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentResultsDto"];
                    "text/csv": components["schemas"]["TournamentResultsDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A tournament's stream: `round`, `matchFinish`, `standings`, `finish`. The schema is that of each event's `data`; /asyncapi.json describes the stream as AsyncAPI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["TournamentEvent"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createGauntlet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                game: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGauntletDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GauntletDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown game */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "unknown game"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the account runs as many gauntlets as it may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the account runs as many gauntlets as it may"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getGauntlet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GauntletDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    cancelGauntlet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GauntletDto"];
                };
            };
            /** @description not the gauntlet’s account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "not the gauntlet’s account"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the gauntlet is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the gauntlet is over"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getGauntletCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GauntletCertificateDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the gauntlet has not finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the gauntlet has not finished"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    gauntletLeaderboard: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The nextCursor of the previous page. */
                cursor?: string;
                /** @description A version of the game's scale (default: the newest). */
                scaleVersion?: number;
            };
            header?: never;
            path: {
                game: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GauntletLeaderboardDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown game, or no scale */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "unknown game, or no scale"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listAccountGauntlets: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GauntletPageDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    accountGauntletRatings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GauntletSummaryDto"][];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getLeaderboard: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                game: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardPageDto"];
                };
            };
            /** @description unknown game */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "unknown game"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getRatingHistory: {
        parameters: {
            query?: {
                /** @description Only this game (default: every game). */
                game?: string;
                /** @description The newest this many. */
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingHistoryDto"];
                };
            };
            /** @description unknown account or game */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "unknown account or game"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameInfoDto"][];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description the database is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "database": "down"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description not ready: a proxy sends this instance nothing new */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "not-ready",
                     *       "database": "up",
                     *       "migrations": "applied",
                     *       "events": "up",
                     *       "shuttingDown": true
                     *     }
                     */
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
        };
    };
    listEastWestMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createEastWestMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEastWestMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EastWestCreatedMatch"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description with a `{ "me": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "with a `{ \"me\": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getEastWestMatch: {
        parameters: {
            query?: {
                /** @description A past version: the match as the caller saw it then (docs/records.md). Any version of a finished match; of a running match up to the current one (a later one is 409 `future-version`; past the last version of a finished match, 409 `after-end`). */
                atVersion?: number;
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EastWestMatchView"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no east-west match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinEastWestMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            /** @description your seat, its token and the match as your seat sees it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EastWestJoined"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no east-west match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listEastWestMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no east-west match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveEastWest: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=minimal`: answer only `MoveAck`, not the whole view (RFC 7240). */
                Prefer?: string;
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EastWestPlaceMove"];
            };
        };
        responses: {
            /** @description the match as your seat sees it; only `MoveAck` with `Prefer: return=minimal` */
            201: {
                headers: {
                    /** @description `return=minimal` when the answer is minimal */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EastWestMatchView"] | components["schemas"]["MoveAckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "not-your-turn",
                     *       "message": "it is not seat 1's turn: seat 0 is to act"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no east-west match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 422,
                     *       "error": "illegal-move",
                     *       "reason": "column-full",
                     *       "message": "you already have 4 cards in column 1"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkEastWestMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EastWestPlaceMove"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no east-west match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    resignEastWestMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EastWestMatchView"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no east-west match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getEastWestRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        format: "cardroom-match-record";
                        /** @enum {unknown} */
                        formatVersion: 1;
                        /** @enum {string} */
                        game: "east-west" | "in-between" | "chinese-poker" | "euchre" | "texas-holdem";
                        id: string;
                        createdAt: string | null;
                        finishedAt: string | null;
                        version: number;
                        /** @description The match's options, every default filled in. */
                        options: Record<string, unknown>;
                        /** @description The secret seed, revealed at the end (hex). */
                        seed: string;
                        /** @description sha256 of the seed text, published at creation. */
                        seedHash: string;
                        seats: {
                            seat: number;
                            name: string | null;
                            account: string | null;
                            bot: string | null;
                        }[];
                        moves: {
                            seq: number;
                            seat: number;
                            move: {
                                type: string;
                            };
                            at: string;
                            version: number;
                        }[];
                        /** @description Seats that resigned, in the order they did (the standings put them last). */
                        resigned?: number[];
                        result: {
                            winners: number[];
                            scores: number[];
                            reason: string;
                            /** @description Every seat in seat order with its place (1 = best, ties share; resigned seats below the others). */
                            standings?: {
                                seat: number;
                                place: number;
                            }[];
                        };
                        /** @description Every deck the engine shuffled, in order: all its cards as the engine holds them after the shuffle (index 0 is dealt first). */
                        deals: {
                            /** @description Moves applied before the automatic step that shuffled. */
                            afterMove: number;
                            cards: string[];
                        }[];
                    };
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no east-west match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followEastWestMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes with every version after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description East-West: a match's stream: `state`. The schema is that of each event's `data`; /asyncapi.json describes the stream as AsyncAPI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: state
                     *     id: 12
                     *     data: {"id":"0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c","version":12,"status":"active","toAct":[0],"you":0,"state":{},"legalMoves":[]}
                     *
                     *     : ping
                     */
                    "text/event-stream": components["schemas"]["EastWestMatchView"];
                };
            };
            /** @description the match is finished and Last-Event-ID is its final version: nothing more will come */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no east-west match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listInBetweenMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createInBetweenMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInBetweenMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InBetweenCreatedMatch"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description with a `{ "me": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "with a `{ \"me\": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getInBetweenMatch: {
        parameters: {
            query?: {
                /** @description A past version: the match as the caller saw it then (docs/records.md). Any version of a finished match; of a running match up to the current one (a later one is 409 `future-version`; past the last version of a finished match, 409 `after-end`). */
                atVersion?: number;
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InBetweenMatchView"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no in-between match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinInBetweenMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            /** @description your seat, its token and the match as your seat sees it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InBetweenJoined"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no in-between match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listInBetweenMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no in-between match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveInBetween: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=minimal`: answer only `MoveAck`, not the whole view (RFC 7240). */
                Prefer?: string;
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InBetweenBetMove"];
            };
        };
        responses: {
            /** @description the match as your seat sees it; only `MoveAck` with `Prefer: return=minimal` */
            201: {
                headers: {
                    /** @description `return=minimal` when the answer is minimal */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InBetweenMatchView"] | components["schemas"]["MoveAckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "not-your-turn",
                     *       "message": "it is not seat 1's turn: seat 0 is to act"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no in-between match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 422,
                     *       "error": "illegal-move",
                     *       "reason": "bet-exceeds-pot",
                     *       "message": "a bet of 5 exceeds the pot of 2"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkInBetweenMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InBetweenBetMove"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no in-between match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    resignInBetweenMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InBetweenMatchView"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no in-between match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getInBetweenRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        format: "cardroom-match-record";
                        /** @enum {unknown} */
                        formatVersion: 1;
                        /** @enum {string} */
                        game: "east-west" | "in-between" | "chinese-poker" | "euchre" | "texas-holdem";
                        id: string;
                        createdAt: string | null;
                        finishedAt: string | null;
                        version: number;
                        /** @description The match's options, every default filled in. */
                        options: Record<string, unknown>;
                        /** @description The secret seed, revealed at the end (hex). */
                        seed: string;
                        /** @description sha256 of the seed text, published at creation. */
                        seedHash: string;
                        seats: {
                            seat: number;
                            name: string | null;
                            account: string | null;
                            bot: string | null;
                        }[];
                        moves: {
                            seq: number;
                            seat: number;
                            move: {
                                type: string;
                            };
                            at: string;
                            version: number;
                        }[];
                        /** @description Seats that resigned, in the order they did (the standings put them last). */
                        resigned?: number[];
                        result: {
                            winners: number[];
                            scores: number[];
                            reason: string;
                            /** @description Every seat in seat order with its place (1 = best, ties share; resigned seats below the others). */
                            standings?: {
                                seat: number;
                                place: number;
                            }[];
                        };
                        /** @description Every deck the engine shuffled, in order: all its cards as the engine holds them after the shuffle (index 0 is dealt first). */
                        deals: {
                            /** @description Moves applied before the automatic step that shuffled. */
                            afterMove: number;
                            cards: string[];
                        }[];
                    };
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no in-between match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followInBetweenMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes with every version after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In-Between: a match's stream: `state`. The schema is that of each event's `data`; /asyncapi.json describes the stream as AsyncAPI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: state
                     *     id: 12
                     *     data: {"id":"0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c","version":12,"status":"active","toAct":[0],"you":0,"state":{},"legalMoves":[]}
                     *
                     *     : ping
                     */
                    "text/event-stream": components["schemas"]["InBetweenMatchView"];
                };
            };
            /** @description the match is finished and Last-Event-ID is its final version: nothing more will come */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no in-between match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listChinesePokerMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createChinesePokerMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChinesePokerMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChinesePokerCreatedMatch"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description with a `{ "me": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "with a `{ \"me\": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getChinesePokerMatch: {
        parameters: {
            query?: {
                /** @description A past version: the match as the caller saw it then (docs/records.md). Any version of a finished match; of a running match up to the current one (a later one is 409 `future-version`; past the last version of a finished match, 409 `after-end`). */
                atVersion?: number;
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChinesePokerMatchView"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no chinese-poker match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinChinesePokerMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            /** @description your seat, its token and the match as your seat sees it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChinesePokerJoined"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no chinese-poker match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listChinesePokerMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no chinese-poker match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveChinesePoker: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=minimal`: answer only `MoveAck`, not the whole view (RFC 7240). */
                Prefer?: string;
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChinesePokerArrangeMove"] | components["schemas"]["ChinesePokerDeclareMove"];
            };
        };
        responses: {
            /** @description the match as your seat sees it; only `MoveAck` with `Prefer: return=minimal` */
            201: {
                headers: {
                    /** @description `return=minimal` when the answer is minimal */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChinesePokerMatchView"] | components["schemas"]["MoveAckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "not-your-turn",
                     *       "message": "it is not seat 1's turn: seat 0 is to act"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no chinese-poker match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 422,
                     *       "error": "illegal-move",
                     *       "reason": "rows-out-of-order",
                     *       "message": "the middle row (Full house, Threes over Twos) is stronger than the back row (Pair of Tens)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkChinesePokerMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChinesePokerArrangeMove"] | components["schemas"]["ChinesePokerDeclareMove"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no chinese-poker match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    resignChinesePokerMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChinesePokerMatchView"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no chinese-poker match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getChinesePokerRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        format: "cardroom-match-record";
                        /** @enum {unknown} */
                        formatVersion: 1;
                        /** @enum {string} */
                        game: "east-west" | "in-between" | "chinese-poker" | "euchre" | "texas-holdem";
                        id: string;
                        createdAt: string | null;
                        finishedAt: string | null;
                        version: number;
                        /** @description The match's options, every default filled in. */
                        options: Record<string, unknown>;
                        /** @description The secret seed, revealed at the end (hex). */
                        seed: string;
                        /** @description sha256 of the seed text, published at creation. */
                        seedHash: string;
                        seats: {
                            seat: number;
                            name: string | null;
                            account: string | null;
                            bot: string | null;
                        }[];
                        moves: {
                            seq: number;
                            seat: number;
                            move: {
                                type: string;
                            };
                            at: string;
                            version: number;
                        }[];
                        /** @description Seats that resigned, in the order they did (the standings put them last). */
                        resigned?: number[];
                        result: {
                            winners: number[];
                            scores: number[];
                            reason: string;
                            /** @description Every seat in seat order with its place (1 = best, ties share; resigned seats below the others). */
                            standings?: {
                                seat: number;
                                place: number;
                            }[];
                        };
                        /** @description Every deck the engine shuffled, in order: all its cards as the engine holds them after the shuffle (index 0 is dealt first). */
                        deals: {
                            /** @description Moves applied before the automatic step that shuffled. */
                            afterMove: number;
                            cards: string[];
                        }[];
                    };
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no chinese-poker match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followChinesePokerMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes with every version after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Chinese Poker: a match's stream: `state`. The schema is that of each event's `data`; /asyncapi.json describes the stream as AsyncAPI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: state
                     *     id: 12
                     *     data: {"id":"0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c","version":12,"status":"active","toAct":[0],"you":0,"state":{},"legalMoves":[]}
                     *
                     *     : ping
                     */
                    "text/event-stream": components["schemas"]["ChinesePokerMatchView"];
                };
            };
            /** @description the match is finished and Last-Event-ID is its final version: nothing more will come */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no chinese-poker match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listEuchreMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createEuchreMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEuchreMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EuchreCreatedMatch"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description with a `{ "me": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "with a `{ \"me\": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getEuchreMatch: {
        parameters: {
            query?: {
                /** @description A past version: the match as the caller saw it then (docs/records.md). Any version of a finished match; of a running match up to the current one (a later one is 409 `future-version`; past the last version of a finished match, 409 `after-end`). */
                atVersion?: number;
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EuchreMatchView"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no euchre match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinEuchreMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            /** @description your seat, its token and the match as your seat sees it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EuchreJoined"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no euchre match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listEuchreMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no euchre match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveEuchre: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=minimal`: answer only `MoveAck`, not the whole view (RFC 7240). */
                Prefer?: string;
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EuchrePassMove"] | components["schemas"]["EuchreOrderUpMove"] | components["schemas"]["EuchreDiscardMove"] | components["schemas"]["EuchreNameTrumpMove"] | components["schemas"]["EuchreGoAloneMove"] | components["schemas"]["EuchrePlayMove"];
            };
        };
        responses: {
            /** @description the match as your seat sees it; only `MoveAck` with `Prefer: return=minimal` */
            201: {
                headers: {
                    /** @description `return=minimal` when the answer is minimal */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EuchreMatchView"] | components["schemas"]["MoveAckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "not-your-turn",
                     *       "message": "it is not seat 1's turn: seat 0 is to act"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no euchre match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 422,
                     *       "error": "illegal-move",
                     *       "reason": "must-follow-suit",
                     *       "message": "you must follow hearts, the suit led, while you hold one"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkEuchreMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EuchrePassMove"] | components["schemas"]["EuchreOrderUpMove"] | components["schemas"]["EuchreDiscardMove"] | components["schemas"]["EuchreNameTrumpMove"] | components["schemas"]["EuchreGoAloneMove"] | components["schemas"]["EuchrePlayMove"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no euchre match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    resignEuchreMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EuchreMatchView"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no euchre match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getEuchreRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        format: "cardroom-match-record";
                        /** @enum {unknown} */
                        formatVersion: 1;
                        /** @enum {string} */
                        game: "east-west" | "in-between" | "chinese-poker" | "euchre" | "texas-holdem";
                        id: string;
                        createdAt: string | null;
                        finishedAt: string | null;
                        version: number;
                        /** @description The match's options, every default filled in. */
                        options: Record<string, unknown>;
                        /** @description The secret seed, revealed at the end (hex). */
                        seed: string;
                        /** @description sha256 of the seed text, published at creation. */
                        seedHash: string;
                        seats: {
                            seat: number;
                            name: string | null;
                            account: string | null;
                            bot: string | null;
                        }[];
                        moves: {
                            seq: number;
                            seat: number;
                            move: {
                                type: string;
                            };
                            at: string;
                            version: number;
                        }[];
                        /** @description Seats that resigned, in the order they did (the standings put them last). */
                        resigned?: number[];
                        result: {
                            winners: number[];
                            scores: number[];
                            reason: string;
                            /** @description Every seat in seat order with its place (1 = best, ties share; resigned seats below the others). */
                            standings?: {
                                seat: number;
                                place: number;
                            }[];
                        };
                        /** @description Every deck the engine shuffled, in order: all its cards as the engine holds them after the shuffle (index 0 is dealt first). */
                        deals: {
                            /** @description Moves applied before the automatic step that shuffled. */
                            afterMove: number;
                            cards: string[];
                        }[];
                    };
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no euchre match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followEuchreMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes with every version after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Euchre: a match's stream: `state`. The schema is that of each event's `data`; /asyncapi.json describes the stream as AsyncAPI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: state
                     *     id: 12
                     *     data: {"id":"0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c","version":12,"status":"active","toAct":[0],"you":0,"state":{},"legalMoves":[]}
                     *
                     *     : ping
                     */
                    "text/event-stream": components["schemas"]["EuchreMatchView"];
                };
            };
            /** @description the match is finished and Last-Event-ID is its final version: nothing more will come */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no euchre match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listTexasHoldemMatches: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPageDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createTexasHoldemMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTexasHoldemMatchDto"];
            };
        };
        responses: {
            /** @description the match, with the token of every seat created with a name */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TexasHoldemCreatedMatch"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description with a `{ "me": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "with a `{ \"me\": true }` seat: your open or active matches are at their cap (`reason` `active-matches-cap`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getTexasHoldemMatch: {
        parameters: {
            query?: {
                /** @description A past version: the match as the caller saw it then (docs/records.md). Any version of a finished match; of a running match up to the current one (a later one is 409 `future-version`; past the last version of a finished match, 409 `after-end`). */
                atVersion?: number;
                /** @description Long poll: answer as soon as the version exceeds this one (or after `timeoutSeconds`). */
                waitForVersion?: number;
                timeoutSeconds?: number;
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TexasHoldemMatchView"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no texas-holdem match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    joinTexasHoldemMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinDto"];
            };
        };
        responses: {
            /** @description your seat, its token and the match as your seat sees it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TexasHoldemJoined"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no texas-holdem match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listTexasHoldemMoves: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryDto"][];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no texas-holdem match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    moveTexasHoldem: {
        parameters: {
            query?: never;
            header?: {
                /** @description `return=minimal`: answer only `MoveAck`, not the whole view (RFC 7240). */
                Prefer?: string;
                /** @description A repeat with the same key returns the first answer and applies nothing. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TexasHoldemFoldMove"] | components["schemas"]["TexasHoldemCheckMove"] | components["schemas"]["TexasHoldemCallMove"] | components["schemas"]["TexasHoldemBetMove"] | components["schemas"]["TexasHoldemRaiseMove"] | components["schemas"]["TexasHoldemAllInMove"];
            };
        };
        responses: {
            /** @description the match as your seat sees it; only `MoveAck` with `Prefer: return=minimal` */
            201: {
                headers: {
                    /** @description `return=minimal` when the answer is minimal */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TexasHoldemMatchView"] | components["schemas"]["MoveAckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description not this seat's turn */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "not-your-turn",
                     *       "message": "it is not seat 1's turn: seat 0 is to act"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no texas-holdem match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a well-formed move the rules forbid; `reason` is the rules file's code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 422,
                     *       "error": "illegal-move",
                     *       "reason": "raise-too-small",
                     *       "message": "a raise must be to at least 30"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    checkTexasHoldemMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TexasHoldemFoldMove"] | components["schemas"]["TexasHoldemCheckMove"] | components["schemas"]["TexasHoldemCallMove"] | components["schemas"]["TexasHoldemBetMove"] | components["schemas"]["TexasHoldemRaiseMove"] | components["schemas"]["TexasHoldemAllInMove"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveCheckDto"];
                };
            };
            /** @description malformed body or query (`details` per field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "the request is malformed",
                     *       "details": {
                     *         "players.1.bot": "unknown bot; bots: random, basic"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no texas-holdem match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    resignTexasHoldemMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TexasHoldemMatchView"];
                };
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no texas-holdem match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getTexasHoldemRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the match record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        format: "cardroom-match-record";
                        /** @enum {unknown} */
                        formatVersion: 1;
                        /** @enum {string} */
                        game: "east-west" | "in-between" | "chinese-poker" | "euchre" | "texas-holdem";
                        id: string;
                        createdAt: string | null;
                        finishedAt: string | null;
                        version: number;
                        /** @description The match's options, every default filled in. */
                        options: Record<string, unknown>;
                        /** @description The secret seed, revealed at the end (hex). */
                        seed: string;
                        /** @description sha256 of the seed text, published at creation. */
                        seedHash: string;
                        seats: {
                            seat: number;
                            name: string | null;
                            account: string | null;
                            bot: string | null;
                        }[];
                        moves: {
                            seq: number;
                            seat: number;
                            move: {
                                type: string;
                            };
                            at: string;
                            version: number;
                        }[];
                        /** @description Seats that resigned, in the order they did (the standings put them last). */
                        resigned?: number[];
                        result: {
                            winners: number[];
                            scores: number[];
                            reason: string;
                            /** @description Every seat in seat order with its place (1 = best, ties share; resigned seats below the others). */
                            standings?: {
                                seat: number;
                                place: number;
                            }[];
                        };
                        /** @description Every deck the engine shuffled, in order: all its cards as the engine holds them after the shuffle (index 0 is dealt first). */
                        deals: {
                            /** @description Moves applied before the automatic step that shuffled. */
                            afterMove: number;
                            cards: string[];
                        }[];
                    };
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no texas-holdem match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description stale expectedVersion, seat taken, match full, not started or finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "reason": "stale-version",
                     *       "message": "the match is at version 18, not 17"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followTexasHoldemMatch: {
        parameters: {
            query?: {
                /** @description Seat token, for clients that cannot set the Authorization header (EventSource). */
                token?: string;
            };
            header?: {
                /** @description The last version received: the stream resumes with every version after it. */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Texas Hold'em: a match's stream: `state`. The schema is that of each event's `data`; /asyncapi.json describes the stream as AsyncAPI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: state
                     *     id: 12
                     *     data: {"id":"0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c","version":12,"status":"active","toAct":[0],"you":0,"state":{},"legalMoves":[]}
                     *
                     *     : ping
                     */
                    "text/event-stream": components["schemas"]["TexasHoldemMatchView"];
                };
            };
            /** @description the match is finished and Last-Event-ID is its final version: nothing more will come */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no token, or a token of no seat of this match */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "a seat token is required: Authorization: Bearer <token>"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "no texas-holdem match 0b7e6a58-2f1c-4a8e-9d3b-5c1e2f3a4b5c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description rate limit: wait `retryAfterSeconds` (the Retry-After header) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "too-many-requests",
                     *       "message": "too many requests from this client: the create budget (creating accounts, matches, challenges, seeks, series, tournaments and gauntlets: 60 a minute) refills in 12 s; wait retryAfterSeconds (the Retry-After header) and try again",
                     *       "retryAfterSeconds": 12,
                     *       "budget": "create",
                     *       "limitPerMinute": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listTexasHoldemHands: {
        parameters: {
            query?: {
                /** @description phh: the hand in the PHH format (as with Accept: application/x-phh). */
                format?: "json" | "phh";
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON, or with Accept: application/x-phh or ?format=phh a PHH collection (one [n] table per hand) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hand?: number;
                        version?: number;
                        variant?: string;
                        bettingStructure?: string;
                        button?: number;
                        players?: Record<string, unknown>[];
                        actions?: Record<string, unknown>[];
                        board?: string[];
                        pots?: Record<string, unknown>[];
                    }[];
                    "application/x-phh": {
                        hand?: number;
                        version?: number;
                        variant?: string;
                        bettingStructure?: string;
                        button?: number;
                        players?: Record<string, unknown>[];
                        actions?: Record<string, unknown>[];
                        board?: string[];
                        pots?: Record<string, unknown>[];
                    }[];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getTexasHoldemAcpcLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `# name/game/hands/seed …`, then `STATE:<hand>:<betting>:<hole cards|…>/<board>:<values>:<names>` per hand (positions as the dealer numbers them), then `SCORE:<totals>:<names>` (docs/acpc.md) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description `not-finished`: the match is running; `no-acpc-form`: the no-betting variant or antes */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "`not-finished`: the match is running; `no-acpc-form`: the no-betting variant or antes"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getTexasHoldemHand: {
        parameters: {
            query?: {
                /** @description phh: the hand in the PHH format (as with Accept: application/x-phh). */
                format?: "json" | "phh";
                /** @description Seat token, for clients that cannot set the Authorization header. */
                token?: string;
            };
            header?: never;
            path: {
                id: string;
                /** @description hand number, from 1 */
                n: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON, or PHH text (application/x-phh) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hand?: number;
                        version?: number;
                        variant?: string;
                        bettingStructure?: string;
                        button?: number;
                        players?: Record<string, unknown>[];
                        actions?: Record<string, unknown>[];
                        board?: string[];
                        pots?: Record<string, unknown>[];
                    };
                    "application/x-phh": {
                        hand?: number;
                        version?: number;
                        variant?: string;
                        bettingStructure?: string;
                        button?: number;
                        players?: Record<string, unknown>[];
                        actions?: Record<string, unknown>[];
                        board?: string[];
                        pots?: Record<string, unknown>[];
                    };
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown match, or a hand not finished yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "unknown match, or a hand not finished yet"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    createSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                game: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSeriesDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "error": "bad-request",
                     *       "message": "bad-request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description unknown game */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "unknown game"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description a cap is reached (`reason`): `running-series-cap`, `series-invites-cap` or `active-matches-cap` (room for `concurrency` matches) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "a cap is reached (`reason`): `running-series-cap`, `series-invites-cap` or `active-matches-cap` (room for `concurrency` matches)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    getSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    cancelSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesDto"];
                };
            };
            /** @description not the creator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "not the creator"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the series is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the series is over"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    followSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A series' stream: `series`. The schema is that of each event's `data`; /asyncapi.json describes the stream as AsyncAPI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["SeriesDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    acceptSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesDto"];
                };
            };
            /** @description not invited */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "not invited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the series no longer waits for answers, or the invitation expired (`series-expired`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the series no longer waits for answers, or the invitation expired (`series-expired`)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    declineSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesDto"];
                };
            };
            /** @description not invited */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 403,
                     *       "error": "forbidden",
                     *       "message": "not invited"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description the series no longer waits for answers */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 409,
                     *       "error": "conflict",
                     *       "message": "the series no longer waits for answers"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    listAccountSeries: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeriesPageDto"];
                };
            };
            /** @description an Authorization header that is not a valid API key (the key is optional) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "unauthorized",
                     *       "message": "an Authorization header that is not a valid API key (the key is optional)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "not-found",
                     *       "message": "not-found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
}
