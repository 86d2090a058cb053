/**
 * Common given names of the book's countries, folded as name tokens are ('José' → 'jose'). A
 * company named after its founder ('Louis Berthier Plasturgie EURL', 'Gustav Lohmeyer
 * Zerspanungstechnik') is written without the given name as often as with it; a given name is
 * no distinctive word of a name, the surname after it is.
 */
import { tokenize } from './normalize';

const WRITTEN = [
  // German, Austrian, Swiss
  'adolf albert alfred alois andreas anton arnold august bernd bernhard bruno christian dieter',
  'eberhard edmund eduard emil erich ernst erwin eugen franz friedrich fritz georg gerhard gottfried',
  'gunter gustav hans harald heinrich heinz helmut herbert hermann horst hubert jakob joachim johann',
  'johannes josef jurgen karl klaus konrad kurt leopold lorenz ludwig manfred martin matthias max',
  'michael norbert otto paul peter rainer reinhard rolf rudolf rupert siegfried stefan thomas ulrich',
  'walter werner wilhelm wolfgang',
  // French, Belgian
  'alain andre antoine bernard charles claude daniel emile etienne francois gaston georges gerard',
  'guillaume henri jacques jean joseph julien louis lucien marcel maurice michel nicolas olivier',
  'philippe pierre rene robert roger yves',
  // Italian
  'alberto aldo alessandro angelo antonio bruno carlo cesare enrico enzo ettore fabio franco',
  'francesco gianni giacomo giorgio giovanni giuseppe guido lorenzo luca luigi marco mario massimo',
  'mauro nicola paolo piero pietro renato roberto salvatore sergio silvio stefano umberto vincenzo',
  'vittorio',
  // Spanish, Portuguese
  'alfonso alvaro andres carlos diego eduardo enrique fernando francisco gonzalo ignacio javier',
  'joao jorge jose juan luis manuel miguel pablo pedro rafael ramon ricardo rui sebastiao tiago',
  // Dutch, Flemish
  'bart cornelis dirk gerrit hendrik henk jan jeroen johan joost kees klaas koen marcel pieter',
  'sander willem wim',
  // Nordic
  'anders arne bengt bjorn erik gunnar gustaf hakan harald henrik ivar jens jorgen knut lars magnus',
  'mats mikael nils olav olof ole sigurd sven torbjorn ulf',
  // Polish, Czech, Slovak, Hungarian, Croatian, Slovenian, Romanian, Greek
  'andrzej bogdan dariusz grzegorz henryk janusz jerzy kazimierz krzysztof marek mieczyslaw piotr',
  'ryszard stanislaw tadeusz tomasz wojciech zbigniew zdzislaw jiri jaroslav josef karel ladislav',
  'milan miroslav pavel vaclav vladimir zdenek laszlo istvan janos ferenc gyorgy sandor zoltan',
  'ivan ivo marko zoran janez matej ion gheorghe vasile mihai constantin dimitrios georgios',
  'konstantinos nikolaos ioannis',
  // English
  'albert arthur charles david edward frank frederick george harold harry henry jack james john',
  'joseph richard robert samuel walter william',
];

export const GIVEN_NAMES: ReadonlySet<string> = new Set(tokenize(WRITTEN.join(' ')));
