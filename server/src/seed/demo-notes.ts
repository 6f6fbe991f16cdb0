/**
 * The demo school's lesson notes, in each plan's language, as teachers write them: a
 * vocabulary list with translations (into English, the demo students' language) or
 * short definitions, a sentence or two from the lesson, a homework line, now and then a
 * remark; so a newcomer sees what the retention tools make of real notes.
 */
export const LESSON_NOTES: Record<string, readonly string[]> = {
  en: [
    'Vocabulary:\n- deadline = the last day to finish something\n- to postpone = to move to a later time\n- agenda = the list of points for a meeting\nWe postponed the meeting because the agenda was too long.\nHomework: workbook p. 24, ex. 2.',
    'Key words: so far = until now; already = sooner than expected; recently = not long ago\nI have already sent the report, but I have not called the client yet.\nCommon mistake: "I have seen him yesterday" ✗',
    'Phrasal verbs:\n- set up = to organise or start\n- call off = to cancel\n- look into = to investigate\nThe manager will look into the complaint this week.\nHomework: write five sentences with the new verbs.',
    'Describing graphs. Vocabulary: to rise sharply (to go up fast), to level off (to stop changing), to plummet (to fall very fast)\nSales rose sharply in spring and levelled off in summer.',
    'Useful phrases: hold the line = please wait, put someone through = connect a call, call back = phone again\nCould you put me through to the sales department?\nGood lesson, very confident on the phone today.',
    'Vocabulary:\n- a landlord = a person who rents out a flat\n- a deposit = money paid before you move in\n- a lease = a rental contract\nThe landlord asked for a deposit of two months\' rent.',
  ],
  es: [
    'Vocabulario:\n- la cuenta – the bill\n- el camarero – the waiter\n- la propina – the tip\n- pedir – to order\nEl camarero nos trajo la cuenta después del postre.\nDeberes: ejercicio 3, página 18.',
    'Gramática: pretérito indefinido.\nPalabras clave: ayer – yesterday, anoche – last night, la semana pasada – last week\nAyer comimos en un restaurante del centro.\nError frecuente: "he comido ayer" ✗',
    'Vocabulario: el andén – the platform, el billete de ida y vuelta – the return ticket, el retraso – the delay\nEl tren salió con veinte minutos de retraso.\nDeberes: buscar el horario de trenes.',
    'Expresiones: ojalá – I hope, espero que – I hope that, que te mejores – get well soon\nOjalá haga buen tiempo el sábado.\nPuede hacerlo: expresar deseos.',
    'Vocabulario:\n- el sueldo – the salary\n- la entrevista – the interview\n- jubilarse – to retire\nMi hermana tiene una entrevista de trabajo mañana por la mañana.',
    'Dar direcciones. Vocabulario: girar a la derecha (to turn right), seguir recto (to go straight on), la esquina (the corner)\nLa farmacia está en la esquina, al lado del banco.',
  ],
  fr: [
    'Vocabulaire :\n- l\'ordre du jour – the agenda\n- le compte rendu – the minutes\n- reporter – to postpone\nNous avons reporté la réunion à jeudi.\nDevoirs : exercice 3 page 27.',
    'Grammaire : passé composé avec être.\nMots clés : partir – to leave, arriver – to arrive, tomber – to fall, rester – to stay\nElle est arrivée à la gare en retard.\nErreur fréquente : « j\'ai allé » ✗',
    'Au marché. Vocabulaire : mûr (ripe), une botte de radis (a bunch of radishes), le marchand (the stallholder)\nLes fraises sont très sucrées en juin.',
    'Vocabulaire : le loyer – the rent, le propriétaire – the landlord, la caution – the deposit\nLe propriétaire demande deux mois de loyer comme caution.\nDevoirs : lire l\'annonce page 40.',
    'Expressions :\navoir le cafard – to feel down\nposer un lapin – to stand someone up\ncoûter les yeux de la tête – to cost an arm and a leg\nIl m\'a posé un lapin samedi soir.',
    'Le subjonctif. Expressions : il faut que – it is necessary that, bien que – although, avant que – before\nIl faut que tu viennes avant que le magasin ferme.\nObjectif : exprimer une obligation.',
  ],
  de: [
    'Wortschatz:\n- die Flasche – the bottle\n- die Kasse – the till\n- das Sonderangebot – the special offer\n- bezahlen – to pay\nIch bezahle die Flasche an der Kasse.\nHausaufgabe: Arbeitsbuch S. 42, Übung 3.',
    'Grammatik: Perfekt mit „sein“.\nSchlüsselwörter: fahren – to drive, fliegen – to fly, bleiben – to stay\nWir sind am Wochenende nach Hamburg gefahren.\nTypischer Fehler: „Ich habe gefahren“ ✗',
    'Wortschatz: der Bahnsteig – the platform, die Verspätung – the delay, umsteigen – to change trains\nDer Zug hat zwanzig Minuten Verspätung.\nHausaufgabe: den Fahrplan lesen.',
    'Trennbare Verben: aufstehen – to get up, anrufen – to call, einkaufen – to shop\nIch stehe jeden Tag um sieben Uhr auf.\nNicht: „Ich aufstehe“ ✗',
    'Wortschatz:\n- die Miete – the rent\n- der Vermieter – the landlord\n- die Kaution – the deposit\nDie Wohnung kostet 900 Euro Miete im Monat.',
    'Wechselpräpositionen: an der Wand – on the wall, auf den Tisch – onto the table, in die Stadt – into town\nIch hänge das Bild an die Wand.\nKann-Beschreibung: Ich kann sagen, wo etwas steht.',
  ],
};

/** A progress check's notes, in the plan's language. */
export const EVALUATION_NOTES: Record<string, string> = {
  en: 'Short test on the last units: reading, listening and a speaking task.',
  es: 'Prueba corta de las últimas unidades: lectura, comprensión auditiva y una tarea oral.',
  fr: 'Petit test sur les dernières unités : lecture, écoute et une tâche orale.',
  de: 'Kurzer Test zu den letzten Einheiten: Lesen, Hören und eine Sprechaufgabe.',
};
