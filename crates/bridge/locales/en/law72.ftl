### Law 72: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law72-c-title = An offender who could have known his infraction could well damage the other side: an adjusted score
